/** Connection profiles' refusals and what stops a call before it starts (electron/main/desk/profiles/profile-service.ts). */
export const PROFILES_EN = {
  'profiles.notSaved': (p: { id: string }) => `id ${p.id} is not a saved profile.`,
  'profiles.builtInUnchangeable': 'The built-in Sandbox profile cannot be changed.',
  'profiles.builtInUndeletable': 'The built-in Sandbox profile cannot be deleted.',
  'profiles.nameTaken': (p: { name: string }) => `name "${p.name}" is already used by another profile.`,
  'profiles.keyOfProfile': (p: { account: string; profile: string }) => `account ${p.account} is the key of the profile "${p.profile}": delete the profile to remove its key.`,
  'profiles.keyNotListed': (p: { account: string }) => `account ${p.account} has no key in the keychain (it may have been removed already).`,
  'profiles.what.profile': 'profile',
  'profiles.sandboxAway': (p: { profile: string; address: string }) =>
    `The sandbox profile "${p.profile}" points at ${p.address}, which is not this computer; the desk sends sandbox credentials only to loopback addresses.`,
  'profiles.sandboxAway.fix': 'Edit the profile in Settings: the base URLs of a sandbox profile must be 127.0.0.1, localhost or [::1].',
  'profiles.what.partnerKey': 'partner key',
  'profiles.noKey': (p: { profile: string }) => `No partner key is stored for the profile "${p.profile}".`,
  'profiles.noKey.fix': 'Enter the partner key of this profile in Settings.',
  'profiles.what.embeddedSandbox': 'embedded sandbox',
  'profiles.embeddedNotStarted': (p: { reason: string }) => `The sandbox built into the desk could not start: ${p.reason}`,
  'profiles.embeddedNotStarted.fix': 'Try again; if it fails again, restart the desk (desk.log has the reason).',
  'profiles.what.keychain': 'OS keychain',
  'profiles.keyNotStoredOrRead': 'The partner key cannot be stored or read.',
  'profiles.keyNotStoredOrReadBecause': (p: { reason: string }) => `The partner key cannot be stored or read: ${p.reason}.`,
  'profiles.environmentFixed': (p: { saved: string; draft: string }) =>
    `environment cannot change once a profile is saved (it is ${p.saved}): create a new profile for the ${p.draft} environment instead.`,
  'profiles.keyAgain': (p: { moved: readonly string[] }) =>
    `partnerKey is required again because the ${p.moved.join(' and the ')} changed: a stored key is only ever sent to the address it was entered for.`,
  'profiles.address.api': 'API base URL',
  'profiles.address.refund': 'refund base URL',
};
