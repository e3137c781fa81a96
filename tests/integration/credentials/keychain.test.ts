import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../electron/contract/words';
import { keychainFailure } from '../../../electron/main/credentials/keychain-errors';
import { KeytarSecretStore } from '../../../electron/main/credentials/keytar-secret-store';

/**
 * `npm test` runs this suite in a private D-Bus session with an unlocked gnome-keyring and says so
 * (DESK_KEYRING_SESSION): there the round trip must run. A bare `vitest` outside one skips it.
 */
const hasSessionBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) || process.env.DESK_KEYRING_SESSION === '1';

describe('partner keys in the OS keychain (keytar, gnome-keyring)', () => {
  it.runIf(hasSessionBus)('stores, reads, replaces and deletes a key under the app id and the profile id', async () => {
    const store = new KeytarSecretStore('app.ticketingdesk.desk.test');
    const account = `profile-${randomUUID()}`;
    expect(await store.get(account)).toBeNull();
    await store.set(account, 'first key');
    expect(await store.get(account)).toBe('first key');
    await store.set(account, 'replaced key');
    expect(await store.get(account)).toBe('replaced key');
    expect(await store.delete(account)).toBe(true);
    expect(await store.get(account)).toBeNull();
    expect(await store.delete(account)).toBe(false);
  });

  it.runIf(hasSessionBus)('lists the accounts that have a key under the app id (the unused-keys check), never the keys', async () => {
    const store = new KeytarSecretStore(`app.ticketingdesk.desk.test.${randomUUID()}`);
    expect(await store.accounts()).toEqual([]);
    await store.set('p-listed-1', 'first secret');
    await store.set('p-listed-2', 'second secret');
    const accounts = await store.accounts();
    expect([...accounts].sort()).toEqual(['p-listed-1', 'p-listed-2']);
    expect(JSON.stringify(accounts)).not.toContain('secret');
    await store.delete('p-listed-1');
    await store.delete('p-listed-2');
    expect(await store.accounts()).toEqual([]);
  });

  it('without a session bus, keytar fails and the desk names the cause and the fix', () => {
    // A child process with no D-Bus and no display: what an agent's headless box looks like.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };
    const child = spawnSync(process.execPath, ['-e', "require('keytar').getPassword('x','y').then(()=>console.log('NO ERROR'),e=>console.log(e.message))"], { env, encoding: 'utf8' });
    const message = child.stdout.trim();
    expect(message).not.toBe('NO ERROR');
    const failure = keychainFailure(new Error(message));
    expect(textIn('en', failure.reason)).toMatch(/D-Bus/);
    expect(textIn('en', failure.fix)).toMatch(/dbus-run-session|keyring/i);
  });
});
