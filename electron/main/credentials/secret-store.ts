import { textIn, type Text } from '../../contract/words';

/**
 * Where partner keys live. The desk has one implementation (the OS keychain through keytar);
 * the interface keeps keytar (archived upstream) replaceable and lets tests use a real
 * keychain or none at all. There is deliberately no plaintext implementation.
 */
export interface SecretStore {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when something was deleted. */
  delete(account: string): Promise<boolean>;
  /**
   * The accounts (profile ids) that have a key stored, without the keys: how the desk finds keys no
   * profile uses any more (a damaged profiles.json, a delete the keychain refused).
   */
  accounts(): Promise<string[]>;
}

/** The keychain cannot be used: why, in words (worded where they are shown), and what fixes it. */
export class KeychainUnavailableError extends Error {
  constructor(
    readonly reason: Text,
    readonly fix: Text,
  ) {
    // The thrown message is for the log, in English; the agent reads `reason` and `fix` in the desk's language.
    super(`The OS keychain is unavailable: ${textIn('en', reason)}`);
    this.name = 'KeychainUnavailableError';
  }
}
