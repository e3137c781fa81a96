import { KeychainUnavailableError, type SecretStore } from '../../electron/main/credentials/secret-store';

/**
 * A SecretStore for tests that are not about the keychain. `unavailable()` makes it behave like a
 * machine without a Secret Service. (The desk itself has no in-memory store: keys go to the OS
 * keychain or nowhere.)
 */
export class MemorySecretStore implements SecretStore {
  readonly secrets = new Map<string, string>();
  private failure: KeychainUnavailableError | null = null;

  unavailable(reason = 'no desktop session bus (D-Bus) is running', fix = 'Start a keyring.'): this {
    this.failure = new KeychainUnavailableError(reason, fix);
    return this;
  }

  async get(account: string): Promise<string | null> {
    this.check();
    return this.secrets.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.check();
    this.secrets.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    this.check();
    return this.secrets.delete(account);
  }

  async accounts(): Promise<string[]> {
    this.check();
    return [...this.secrets.keys()];
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
