/**
 * A desk started on a damaged profiles.json and preferences.json (issue 21, finding 3), through
 * the operations the renderer calls: both files are kept aside unchanged and reported by
 * `app.keptStateFiles`, the lost profiles' keys are listed as unused and removable, and saving
 * again never touches the kept copies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { damageStateFile } from '../../support/storage-faults/damaged-state-files';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk } from './desk-harness';

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

describe('a desk started on damaged state files', () => {
  it('keeps them, says so, lists the orphaned key, and removes it when asked', async () => {
    const dir = tempDir('damaged-state');
    dirs.push(dir);
    const secrets = new MemorySecretStore();
    const first = await startDesk(dir.path, { secrets, reimbursementPolling: false });
    const saved = expectOk(await first.call('profiles.save', { name: 'Agency', environment: 'test', apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: 'AGENCY', partnerKey: 'agency-key' }));
    expectOk(await first.call('preferences.update', { theme: 'dark' }));
    await first.runtime.close();
    const damagedProfiles = damageStateFile(join(dir.path, 'profiles.json'), 'truncated');
    const damagedPreferences = damageStateFile(join(dir.path, 'preferences.json'), 'empty');

    const { call, runtime } = await startDesk(dir.path, { secrets, reimbursementPolling: false });
    try {
      const kept = expectOk(await call('app.keptStateFiles', {}));
      expect(kept.map((file) => [file.file, file.found?.reason])).toEqual([['profiles', 'not-json'], ['preferences', 'not-json']]);
      expect(readFileSync(kept[0]?.keptAs as string)).toEqual(damagedProfiles);
      expect(readFileSync(kept[1]?.keptAs as string)).toEqual(damagedPreferences);

      const list = expectOk(await call('profiles.list', {}));
      expect(list.profiles.map((p) => p.name)).toEqual(['Sandbox']);
      expect(list.unusedKeys).toEqual([saved.id]);
      expect(JSON.stringify(list)).not.toContain('agency-key');
      expect(readFileSync(join(runtime.paths.logs, 'desk.log'), 'utf8')).toMatch(/"event":"state-file\.damaged".*profiles\.json\.corrupt-/);

      expect(expectOk(await call('profiles.removeUnusedKey', { account: saved.id }))).toEqual({ account: saved.id, unusedKeys: [] });
      expect(secrets.secrets.size).toBe(0);

      expectOk(await call('preferences.update', { theme: 'light' }));
      expectOk(await call('profiles.save', { name: 'Agency again', environment: 'test', apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: 'AGENCY', partnerKey: 'agency-key' }));
      expect(readFileSync(kept[0]?.keptAs as string)).toEqual(damagedProfiles);
      expect(readFileSync(kept[1]?.keptAs as string)).toEqual(damagedPreferences);
      expect(readdirSync(dir.path).filter((name) => name.includes('.corrupt-'))).toHaveLength(2);
    } finally {
      await runtime.close();
    }
  });
});
