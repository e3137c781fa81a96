/**
 * A damaged profiles.json (issue 21, finding 3) is never dropped silently: it is kept aside as
 * `profiles.json.corrupt-<time>` and never overwritten, the log and Settings say so, and the keys
 * of the profiles that were lost are listed as unused keys, removable one by one.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textIn } from '../../../electron/contract/words';
import { ConnectionMonitor } from '../../../electron/main/desk/connection-monitor';
import { createEventHub } from '../../../electron/main/desk/event-hub';
import { ProfileService, type ParsedProfileDraft } from '../../../electron/main/desk/profiles/profile-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { damageOneProfile, damageStateFile, type StateFileDamageShape } from '../../support/storage-faults/damaged-state-files';
import { tempDir } from '../../support/temp-dir';

const draft = (name: string, key = `${name}-key`): ParsedProfileDraft => ({
  name,
  environment: 'test',
  apiBaseUrl: 'https://test-api.example.com',
  refundBaseUrl: 'https://test-refund.example.com',
  partnerId: `${name}-partner`,
  partnerKey: key,
  orderDetailPath: '/json/orderDetail/v13',
  uploadAttachmentPath: '/json/uploadAttachmentFile',
  orderPricingBeforeTicketing: true,
  bookingEnabled: false,
});

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

function desk() {
  const dir = tempDir('profile-damage');
  dirs.push(dir);
  const secrets = new MemorySecretStore();
  const file = join(dir.path, 'profiles.json');
  let n = 0;
  const start = () => {
    const logger = createMemoryLogger();
    const events = createEventHub();
    const service = new ProfileService({
      file,
      secrets,
      sandbox: { baseUrl: () => 'http://127.0.0.1:5555', start: async () => 'http://127.0.0.1:5555', partnerId: 'DemoPartner+1/==', partnerKey: 'demo-key' },
      events,
      connection: new ConnectionMonitor(events, 'sandbox'),
      logger,
      newId: () => `p-${++n}`,
    });
    return { service, logger };
  };
  const kept = () => readdirSync(dir.path).filter((name) => name.startsWith('profiles.json.corrupt-'));
  return { dir: dir.path, file, secrets, start, kept };
}

describe('a damaged profiles.json', () => {
  it.each<StateFileDamageShape>(['truncated', 'empty', 'garbage', 'other-shape'])('(%s) is kept aside unchanged, logged, reported, and never overwritten by the next save', async (shape) => {
    const { dir, file, secrets, start, kept } = desk();
    const first = start().service;
    await first.save(draft('Alpha'));
    await first.save(draft('Beta'));
    const damaged = damageStateFile(file, shape);

    const { service, logger } = start();
    expect((await service.list()).profiles.map((p) => p.name)).toEqual(['Sandbox']);
    expect(kept()).toHaveLength(1);
    const keptAs = join(dir, kept()[0] as string);
    expect(readFileSync(keptAs)).toEqual(damaged);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', event: 'state-file.damaged', fields: expect.objectContaining({ file, keptAs, reason: shape === 'other-shape' ? 'unexpected-shape' : 'not-json' }) }));
    expect(service.keptFiles()).toEqual([expect.objectContaining({ file: 'profiles', path: file, keptAs, found: expect.objectContaining({ reason: shape === 'other-shape' ? 'unexpected-shape' : 'not-json' }) })]);

    // The keys of the profiles that were lost stay in the keychain, listed as unused: names only.
    const list = await service.list();
    expect(list.unusedKeys).toEqual(['p-1', 'p-2']);
    expect(JSON.stringify(list)).not.toContain('Alpha-key');

    // The agent adds a profile again: a fresh profiles.json, the kept copy untouched.
    await service.save(draft('Gamma'));
    expect(readFileSync(keptAs)).toEqual(damaged);
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.map((p: { name: string }) => p.name)).toEqual(['Gamma']);

    // The next start says so again while the kept copy exists (as kept by an earlier start).
    const again = start().service;
    expect(again.keptFiles()).toEqual([expect.objectContaining({ file: 'profiles', keptAs, found: null })]);
    expect(secrets.secrets.has('p-1')).toBe(true);
  });

  it('with one damaged profile keeps the others, writes them back at once and keeps the whole original aside', async () => {
    const { dir, file, start, kept } = desk();
    const first = start().service;
    await first.save(draft('Alpha'));
    await first.save(draft('Beta'));
    await first.save(draft('Gamma'));
    const damaged = damageOneProfile(file, 1);

    const { service } = start();
    expect((await service.list()).profiles.map((p) => p.name)).toEqual(['Sandbox', 'Alpha', 'Gamma']);
    const [found] = service.keptFiles();
    expect(found).toMatchObject({ file: 'profiles', found: { reason: 'partly-readable' } });
    expect(textIn('en', found?.found?.detail ?? '')).toMatch(/2 of 3 profiles read; could not read profiles\.1\.environment/);
    expect(readFileSync(join(dir, kept()[0] as string))).toEqual(damaged);
    // Written back: a desk closed now finds Alpha and Gamma on its next start, without the damaged file.
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'Gamma']);
    expect((await service.list()).unusedKeys).toEqual(['p-2']);
  });

  it('no damage, no notice: a missing file is a first start', async () => {
    const { file, start, kept } = desk();
    const { service, logger } = start();
    expect(existsSync(file)).toBe(false);
    expect(service.keptFiles()).toEqual([]);
    expect(kept()).toEqual([]);
    expect(logger.entries.filter((entry) => entry.event === 'state-file.damaged')).toEqual([]);
  });
});

describe('unused keys in the keychain', () => {
  it('are removed one by one, only when no profile uses them', async () => {
    const { file, secrets, start } = desk();
    const first = start().service;
    await first.save(draft('Alpha'));
    await first.save(draft('Beta'));
    damageStateFile(file, 'garbage');
    const { service, logger } = start();
    await service.save(draft('Gamma'));

    expect(await service.removeUnusedKey('p-3')).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'account', rule: 'unused' }] } });
    expect(secrets.secrets.get('p-3')).toBe('Gamma-key');
    expect(await service.removeUnusedKey('p-404')).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'account', rule: 'listed' }] } });

    expect(await service.removeUnusedKey('p-1')).toEqual({ ok: true, value: { account: 'p-1', unusedKeys: ['p-2'] } });
    expect(secrets.secrets.has('p-1')).toBe(false);
    expect((await service.list()).unusedKeys).toEqual(['p-2']);
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'profile.unused-key-removed', fields: { account: 'p-1' } }));
  });

  it('a keychain that cannot be asked is said once, and lists nothing', async () => {
    const { file, start, secrets } = desk();
    await start().service.save(draft('Alpha'));
    damageStateFile(file, 'empty');
    const { service } = start();
    expect((await service.list()).unusedKeys).toEqual(['p-1']);
    secrets.unavailable();
    const list = await service.list();
    expect(list.unusedKeys).toEqual([]);
    expect(list.keychain).toMatchObject({ available: false });
    expect(await service.removeUnusedKey('p-1')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it("never lists (so never removes) a key another data folder stored: the keychain is shared by every copy of the desk", async () => {
    const one = desk();
    const other = desk();
    // The same keychain for both folders, as on one computer.
    const shared = one.secrets;
    const oneDesk = one.start().service;
    await oneDesk.save(draft('Alpha'));
    const otherDesk = new ProfileService({
      file: other.file,
      secrets: shared,
      sandbox: { baseUrl: () => 'http://127.0.0.1:5555', start: async () => 'http://127.0.0.1:5555', partnerId: 'DemoPartner+1/==', partnerKey: 'demo-key' },
      events: createEventHub(),
      connection: new ConnectionMonitor(createEventHub(), 'sandbox'),
      logger: createMemoryLogger(),
      newId: () => 'p-other',
    });
    expect((await otherDesk.list()).unusedKeys).toEqual([]);
    expect(await otherDesk.removeUnusedKey('p-1')).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'account', rule: 'listed' }] } });
    expect(shared.secrets.get('p-1')).toBe('Alpha-key');
  });

  it('a folder from before the ledger finds the keys its damaged profiles.json orphaned, from the ids still legible in it', async () => {
    const { dir, file, start } = desk();
    const first = start().service;
    await first.save(draft('Alpha'));
    await first.save(draft('Beta'));
    rmSync(join(dir, 'keychain-accounts.json'));
    damageStateFile(file, 'truncated');
    const { service } = start();
    expect((await service.list()).unusedKeys).toEqual(['p-1']);
  });
});
