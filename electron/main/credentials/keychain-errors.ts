import { KeychainUnavailableError } from './secret-store';

interface KnownFailure {
  pattern: RegExp;
  cause: string;
  fix: string;
}

/**
 * What libsecret/keytar say when the keychain cannot be used, turned into a cause an agent (or
 * their IT) can act on. Matched on the message because keytar gives no codes.
 */
const KNOWN_FAILURES: KnownFailure[] = [
  {
    pattern: /Cannot autolaunch D-Bus without X11|DBUS_SESSION_BUS_ADDRESS|Failed to connect to socket|No such file or directory.*bus/i,
    cause: 'no desktop session bus (D-Bus) is running, so no keychain service can be reached',
    fix: 'Start the desk from a desktop session with a keyring (GNOME Keyring or KWallet). On a server, run it inside `dbus-run-session` with `gnome-keyring-daemon --unlock` started first.',
  },
  {
    pattern: /org\.freedesktop\.secrets was not provided|ServiceUnknown|not provided by any \.service files/i,
    cause: 'no keychain service (Secret Service) is installed or running',
    fix: 'Install and start a keyring: on Debian/Ubuntu `apt-get install gnome-keyring`, then log in again.',
  },
  {
    pattern: /locked|unlock|Cannot create an item in a locked collection/i,
    cause: 'the keychain is locked',
    fix: 'Unlock your keyring (log out and in, or open Passwords and Keys and unlock "Login"), then try again.',
  },
  {
    pattern: /dismissed|denied|cancel|not allowed|permission/i,
    cause: 'access to the keychain was denied or the prompt was dismissed',
    fix: 'Try again and allow Ticketing Desk to use the keychain when asked.',
  },
  {
    pattern: /Cannot find module|keytar\.node|was compiled against|invalid ELF|libsecret/i,
    cause: 'the keychain module (keytar) could not be loaded on this machine',
    fix: 'Install libsecret (`apt-get install libsecret-1-0`) and reinstall the desk (`npm ci`).',
  },
];

export function keychainFailure(error: unknown): KeychainUnavailableError {
  const message = error instanceof Error ? error.message : String(error);
  const known = KNOWN_FAILURES.find((failure) => failure.pattern.test(message));
  if (known) return new KeychainUnavailableError(known.cause, known.fix);
  return new KeychainUnavailableError(`the keychain reported: ${message.slice(0, 200)}`, 'Check that your OS keyring is running and unlocked, then try again.');
}
