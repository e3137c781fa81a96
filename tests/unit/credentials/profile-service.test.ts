import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskEventName } from '../../../electron/contract';
import { profileDraftSchema } from '../../../electron/contract/domains/profiles';
import { ConnectionMonitor } from '../../../electron/main/desk/connection-monitor';
import { createEventHub } from '../../../electron/main/desk/event-hub';
import { wordAll } from '../../../electron/contract/words';
import { ProfileService, type ParsedProfileDraft } from '../../../electron/main/desk/profiles/profile-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { tempDir } from '../../support/temp-dir';

const draft = (overrides: Partial<ParsedProfileDraft> = {}): ParsedProfileDraft => ({
  name: 'Agency test',
  environment: 'test',
  apiBaseUrl: 'https://test-api.example.com/',
  refundBaseUrl: 'https://test-refund.example.com',
  partnerId: 'Agency+Partner/Id==',
  partnerKey: 'the-partner-key',
  orderDetailPath: '/json/orderDetail/v13',
  uploadAttachmentPath: '/json/uploadAttachmentFile',
  orderPricingBeforeTicketing: true,
  bookingEnabled: false,
  ...overrides,
});

describe('connection profiles', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

  function setup(secrets = new MemorySecretStore()) {
    const dir = tempDir('profiles');
    dirs.push(dir);
    const events = createEventHub();
    const emitted: [DeskEventName, unknown][] = [];
    events.subscribe((name, payload) => emitted.push([name, payload]));
    let n = 0;
    const make = () =>
      new ProfileService({
        file: join(dir.path, 'profiles.json'),
        secrets,
        sandbox: { baseUrl: () => 'http://127.0.0.1:5555', start: async () => 'http://127.0.0.1:5555', partnerId: 'DemoPartner+1/==', partnerKey: 'demo-key' },
        events,
        connection: new ConnectionMonitor(events, 'sandbox'),
        logger: createMemoryLogger(),
        newId: () => `p-${++n}`,
      });
    return { service: make(), make, secrets, emitted, file: join(dir.path, 'profiles.json') };
  }

  it('starts with the embedded sandbox profile, active, with its key built in', async () => {
    const { service } = setup();
    const list = await service.list();
    expect(list.profiles).toEqual([expect.objectContaining({ id: 'sandbox', name: 'Sandbox', environment: 'sandbox', builtIn: true, active: true, hasKey: true, apiBaseUrl: 'http://127.0.0.1:5555' })]);
    expect(list.keychain).toEqual({ available: true });
  });

  it('the booking path switches: order pricing on by default, booking with a real account off until enabled; both kept across restarts', async () => {
    const { service, make, file } = setup();
    expect(await service.active()).toMatchObject({ orderPricingBeforeTicketing: true, bookingEnabled: true }); // the built-in sandbox books test orders
    const saved = await service.save(profileDraftSchema.parse({ name: 'Agency test', environment: 'test', apiBaseUrl: 'https://test-api.example.com', refundBaseUrl: 'https://test-refund.example.com', partnerId: 'P1', partnerKey: 'k' }));
    expect(saved).toMatchObject({ ok: true, value: { orderPricingBeforeTicketing: true, bookingEnabled: false } });
    const changed = await service.save(draft({ id: 'p-1', name: 'Agency test', partnerKey: '', orderPricingBeforeTicketing: false, bookingEnabled: true }));
    expect(changed).toMatchObject({ ok: true, value: { orderPricingBeforeTicketing: false, bookingEnabled: true } });
    expect(make().describe('p-1')).toMatchObject({ orderPricingBeforeTicketing: false, bookingEnabled: true });
    // A profiles file written before the switches existed reads the defaults.
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { profiles: Record<string, unknown>[] };
    for (const profile of stored.profiles) {
      delete profile.orderPricingBeforeTicketing;
      delete profile.bookingEnabled;
    }
    writeFileSync(file, JSON.stringify(stored));
    expect(make().describe('p-1')).toMatchObject({ orderPricingBeforeTicketing: true, bookingEnabled: false });
  });

  it('stores the key in the keychain under the profile id, never in the profiles file, and shows only a masked id', async () => {
    const { service, secrets, file } = setup();
    const saved = await service.save(draft());
    expect(saved).toMatchObject({ ok: true, value: { id: 'p-1', hasKey: true, maskedPartnerId: 'Ag••••••==', apiBaseUrl: 'https://test-api.example.com' } });
    expect(secrets.secrets.get('p-1')).toBe('the-partner-key');
    const onDisk = readFileSync(file, 'utf8');
    expect(onDisk).not.toContain('the-partner-key');
    expect(JSON.stringify(await service.list())).not.toContain('Agency+Partner/Id==');
  });

  it('keeps the partner id and key when an edit leaves them empty, and replaces the key when given', async () => {
    const { service, secrets } = setup();
    await service.save(draft());
    await service.save(draft({ id: 'p-1', name: 'Renamed', partnerId: '', partnerKey: '' }));
    expect(secrets.secrets.get('p-1')).toBe('the-partner-key');
    const connection = await service.connectionFor('p-1');
    expect(connection).toMatchObject({ ok: true, value: { partnerId: 'Agency+Partner/Id==', partnerKey: 'the-partner-key' } });
    expect(connection.ok && connection.value.inProcess).toBeFalsy(); // only the embedded sandbox is
    await service.save(draft({ id: 'p-1', partnerId: '', partnerKey: 'new-key' }));
    expect(secrets.secrets.get('p-1')).toBe('new-key');
  });

  it('refuses to edit or delete the built-in sandbox profile, and duplicate names', async () => {
    const { service } = setup();
    expect(await service.save(draft({ id: 'sandbox' }))).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'id' }] } });
    expect(await service.remove('sandbox')).toMatchObject({ ok: false, error: { kind: 'validation' } });
    await service.save(draft());
    expect(await service.save(draft({ name: 'agency TEST' }))).toMatchObject({ ok: false, error: { issues: [{ field: 'name', rule: 'unique' }] } });
  });

  it('switches the active profile, persists it and tells the renderer at once', async () => {
    const { service, make, emitted } = setup();
    await service.save(draft());
    const activated = await service.activate('p-1');
    expect(activated).toMatchObject({ ok: true, value: { id: 'p-1', active: true, environment: 'test' } });
    expect(emitted).toContainEqual(['profiles.activeChanged', expect.objectContaining({ id: 'p-1' })]);
    expect(emitted).toContainEqual(['connection.changed', expect.objectContaining({ profileId: 'p-1', state: 'unknown' })]);
    expect((await make().active()).id).toBe('p-1');
  });

  it('deleting the active profile falls back to the sandbox and removes its key', async () => {
    const { service, secrets, emitted } = setup();
    await service.save(draft());
    await service.activate('p-1');
    const deleted = await service.remove('p-1');
    expect(deleted).toMatchObject({ ok: true, value: { deletedId: 'p-1', active: { id: 'sandbox' } } });
    expect(secrets.secrets.has('p-1')).toBe(false);
    expect(emitted.at(-1)).toEqual(['profiles.activeChanged', expect.objectContaining({ id: 'sandbox' })]);
  });

  it('without a keychain: the sandbox keeps working, saving a key fails clearly and saves nothing', async () => {
    const secrets = new MemorySecretStore().unavailable('no desktop session bus (D-Bus) is running', 'Start a keyring.');
    const { service } = setup(secrets);
    expect(await service.connectionFor('sandbox')).toMatchObject({ ok: true, value: { partnerKey: 'demo-key', inProcess: true } });
    const saved = await service.save(draft());
    expect(wordAll('en', saved)).toMatchObject({ ok: false, error: { kind: 'unavailable', what: 'OS keychain', message: expect.stringContaining('D-Bus'), fix: 'Start a keyring.' } });
    const list = await service.list();
    expect(list.profiles).toHaveLength(1);
  });

  it('reports the keychain as unavailable in the list, with cause and fix', async () => {
    const secrets = new MemorySecretStore();
    const { service } = setup(secrets);
    await service.save(draft({ partnerKey: '' }));
    secrets.unavailable('the keychain is locked', 'Unlock it.');
    expect(wordAll('en', (await service.list()).keychain)).toEqual({ available: false, cause: expect.stringContaining('locked'), fix: 'Unlock it.' });
    expect(await service.connectionFor('p-1')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it('says which profile lacks a key when a call needs one', async () => {
    const { service } = setup();
    await service.save(draft({ partnerKey: '' }));
    expect(wordAll('en', await service.connectionFor('p-1'))).toMatchObject({ ok: false, error: { kind: 'unavailable', what: 'partner key', message: expect.stringContaining('Agency test') } });
  });

  describe('credential redirection (review finding 1): a stored key goes only where it was entered for', () => {
    it('refuses to change a saved profile\'s environment, naming the field and the rule, and stores nothing', async () => {
      const { service, secrets } = setup();
      await service.save(draft({ environment: 'production', apiBaseUrl: 'https://prod-api.example.com', refundBaseUrl: 'https://prod-refund.example.com' }));
      const moved = await service.save(draft({ id: 'p-1', environment: 'sandbox', apiBaseUrl: 'http://127.0.0.1:9', refundBaseUrl: 'http://127.0.0.1:9', partnerId: '', partnerKey: '' }));
      expect(wordAll('en', moved)).toMatchObject({ ok: false, error: { kind: 'validation', issues: expect.arrayContaining([expect.objectContaining({ field: 'environment', rule: 'unchanged', message: expect.stringMatching(/^environment cannot change.*PRODUCTION/) })]) } });
      expect(await service.connectionFor('p-1')).toMatchObject({ ok: true, value: { apiBaseUrl: 'https://prod-api.example.com' } });
      expect(secrets.secrets.get('p-1')).toBe('the-partner-key');
    });

    it('a changed base URL needs the key entered again; with it, the change is saved', async () => {
      const { service, secrets } = setup();
      await service.save(draft());
      for (const field of ['apiBaseUrl', 'refundBaseUrl'] as const) {
        const elsewhere = await service.save(draft({ id: 'p-1', partnerId: '', partnerKey: '', [field]: 'https://attacker.example' }));
        expect(elsewhere).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'partnerKey', rule: 'required when a base URL changes' }] } });
      }
      expect(await service.connectionFor('p-1')).toMatchObject({ ok: true, value: { apiBaseUrl: 'https://test-api.example.com', refundBaseUrl: 'https://test-refund.example.com' } });
      // The same address written differently is not a change; a new key makes the change legitimate.
      expect(await service.save(draft({ id: 'p-1', partnerId: '', partnerKey: '', apiBaseUrl: 'https://test-api.example.com///' }))).toMatchObject({ ok: true });
      expect(await service.save(draft({ id: 'p-1', partnerId: '', partnerKey: 'key-for-the-new-host', apiBaseUrl: 'https://new-api.example.com' }))).toMatchObject({ ok: true, value: { apiBaseUrl: 'https://new-api.example.com' } });
      expect(secrets.secrets.get('p-1')).toBe('key-for-the-new-host');
    });

    it('a profile without a stored key may change its URLs freely (there is nothing to redirect)', async () => {
      const { service } = setup();
      await service.save(draft({ partnerKey: '' }));
      expect(await service.save(draft({ id: 'p-1', partnerId: '', partnerKey: '', apiBaseUrl: 'https://other.example.com' }))).toMatchObject({ ok: true });
    });

    it('never signs for a sandbox profile that points away from this computer, even one saved before the rule', async () => {
      const { service, make, file, secrets } = setup();
      await service.save(draft({ environment: 'sandbox', apiBaseUrl: 'http://127.0.0.1:8787', refundBaseUrl: 'http://localhost:8787' }));
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { profiles: { apiBaseUrl: string }[] };
      stored.profiles[0]!.apiBaseUrl = 'http://attacker.example:8787';
      writeFileSync(file, JSON.stringify(stored));
      const reloaded = make();
      expect(wordAll('en', await reloaded.connectionFor('p-1'))).toMatchObject({ ok: false, error: { kind: 'unavailable', message: expect.stringContaining('attacker.example') } });
      expect(secrets.secrets.get('p-1')).toBe('the-partner-key');
    });
  });
});
