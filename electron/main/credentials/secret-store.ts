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

/** The keychain cannot be used: why, in words, and what fixes it. */
export class KeychainUnavailableError extends Error {
  constructor(
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`The OS keychain is unavailable: ${reason}`);
    this.name = 'KeychainUnavailableError';
  }
}
