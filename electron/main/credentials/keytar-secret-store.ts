import { APP_ID } from '../app-identity';
import { keychainFailure } from './keychain-errors';
import type { SecretStore } from './secret-store';

import type * as KeytarModule from 'keytar';

type Keytar = typeof KeytarModule;

/**
 * Partner keys in the OS keychain: service = the app id, account = the profile id. keytar is
 * loaded on first use, so a machine where it cannot load still starts (the sandbox profile needs
 * no keychain) and the failure becomes a clear `unavailable` error instead of a crash.
 */
export class KeytarSecretStore implements SecretStore {
  private keytar: Keytar | null = null;

  constructor(private readonly service: string = APP_ID) {}

  async get(account: string): Promise<string | null> {
    return this.run((keytar) => keytar.getPassword(this.service, account));
  }

  async set(account: string, secret: string): Promise<void> {
    await this.run((keytar) => keytar.setPassword(this.service, account, secret));
  }

  async delete(account: string): Promise<boolean> {
    return this.run((keytar) => keytar.deletePassword(this.service, account));
  }

  async accounts(): Promise<string[]> {
    // keytar has no listing without the passwords: they are dropped here, at once, and go no further.
    const found = await this.run((keytar) => keytar.findCredentials(this.service));
    return found.map((credential) => credential.account);
  }

  private async run<T>(action: (keytar: Keytar) => Promise<T>): Promise<T> {
    try {
      return await action(await this.load());
    } catch (error) {
      throw keychainFailure(error);
    }
  }

  private async load(): Promise<Keytar> {
    if (!this.keytar) {
      const loaded = (await import('keytar')) as Keytar & { default?: Keytar };
      this.keytar = loaded.default ?? loaded;
    }
    return this.keytar;
  }
}
