/**
 * Why the OS keychain cannot be used and what fixes it (electron/main/credentials/keychain-errors.ts),
 * and the profiles file's own words when it is only partly readable (credentials/profile-file.ts).
 */
export const KEYCHAIN_EN = {
  'keychain.noSessionBus': 'no desktop session bus (D-Bus) is running, so no keychain service can be reached',
  'keychain.noSessionBus.fix':
    'Start the desk from a desktop session with a keyring (GNOME Keyring or KWallet). On a server, run it inside `dbus-run-session` with `gnome-keyring-daemon --unlock` started first.',
  'keychain.noSecretService': 'no keychain service (Secret Service) is installed or running',
  'keychain.noSecretService.fix': 'Install and start a keyring: on Debian/Ubuntu `apt-get install gnome-keyring`, then log in again.',
  'keychain.locked': 'the keychain is locked',
  'keychain.locked.fix': 'Unlock your keyring (log out and in, or open Passwords and Keys and unlock "Login"), then try again.',
  'keychain.denied': 'access to the keychain was denied or the prompt was dismissed',
  'keychain.denied.fix': 'Try again and allow Ticketing Desk to use the keychain when asked.',
  'keychain.moduleNotLoaded': 'the keychain module (keytar) could not be loaded on this machine',
  'keychain.moduleNotLoaded.fix': 'Install libsecret (`apt-get install libsecret-1-0`) and reinstall the desk (`npm ci`).',
  'keychain.reported': (p: { message: string }) => `the keychain reported: ${p.message}`,
  'keychain.checkRunningAndUnlocked': 'Check that your OS keyring is running and unlocked, then try again.',
  'profileFile.notAProfilesFile': 'not a profiles file',
  'profileFile.sameId': (p: { entry: string }) => `${p.entry}: a second profile with the same id`,
  /** One more entry that could not be read, after the ones before it (a list built entry by entry, so each may be a wording). */
  'profileFile.lostAlso': (p: { lost: string; next: string }) => `${p.lost}; ${p.next}`,
  'profileFile.partlyRead': (p: { read: number; total: number; lost: string }) => `${p.read} of ${p.total} profiles read; could not read ${p.lost}`,
};
