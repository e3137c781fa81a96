import { wording, type Wording } from '../../contract/words';
import { KeychainUnavailableError } from './secret-store';

interface KnownFailure {
  pattern: RegExp;
  cause: Wording;
  fix: Wording;
}

/**
 * What libsecret/keytar say when the keychain cannot be used, turned into a cause an agent (or
 * their IT) can act on. Matched on the message because keytar gives no codes.
 */
const KNOWN_FAILURES: KnownFailure[] = [
  {
    pattern: /Cannot autolaunch D-Bus without X11|DBUS_SESSION_BUS_ADDRESS|Failed to connect to socket|No such file or directory.*bus/i,
    cause: wording('keychain.noSessionBus'),
    fix: wording('keychain.noSessionBus.fix'),
  },
  {
    pattern: /org\.freedesktop\.secrets was not provided|ServiceUnknown|not provided by any \.service files/i,
    cause: wording('keychain.noSecretService'),
    fix: wording('keychain.noSecretService.fix'),
  },
  {
    pattern: /locked|unlock|Cannot create an item in a locked collection/i,
    cause: wording('keychain.locked'),
    fix: wording('keychain.locked.fix'),
  },
  {
    pattern: /dismissed|denied|cancel|not allowed|permission/i,
    cause: wording('keychain.denied'),
    fix: wording('keychain.denied.fix'),
  },
  {
    pattern: /Cannot find module|keytar\.node|was compiled against|invalid ELF|libsecret/i,
    cause: wording('keychain.moduleNotLoaded'),
    fix: wording('keychain.moduleNotLoaded.fix'),
  },
];

export function keychainFailure(error: unknown): KeychainUnavailableError {
  const message = error instanceof Error ? error.message : String(error);
  const known = KNOWN_FAILURES.find((failure) => failure.pattern.test(message));
  if (known) return new KeychainUnavailableError(known.cause, known.fix);
  return new KeychainUnavailableError(wording('keychain.reported', { message: message.slice(0, 200) }), wording('keychain.checkRunningAndUnlocked'));
}
