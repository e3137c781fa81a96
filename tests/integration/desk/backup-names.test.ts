/**
 * Backups taken in the same second (issue 21, finding 10) used to share a name: the second was
 * refused ("already exists"). Each now gets its own file, and none replaces another.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupFileName, unusedBackupPath } from '../../../electron/main/desk/order-file/backup-name';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk, type Desk } from './desk-harness';

describe('order-file backup names', () => {
  const dir = tempDir('backup-names');
  let desk: Desk;
  beforeAll(async () => {
    desk = await startDesk(dir.path);
  });
  afterAll(async () => {
    await desk.runtime.close();
    dir.remove();
  });

  it('gives three backups taken at the very same instant three files, each kept whole', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T11:09:49.123Z') });
    try {
      const backups = [];
      for (let i = 0; i < 3; i++) backups.push(expectOk(await desk.call('orders.backup', {})));
      expect(backups.map((backup) => backup.path.slice(desk.runtime.paths.backups.length + 1))).toEqual([
        'orders-backup-20261126-110949-123.sqlite',
        'orders-backup-20261126-110949-123-2.sqlite',
        'orders-backup-20261126-110949-123-3.sqlite',
      ]);
      for (const backup of backups) expect(statSync(backup.path).size).toBe(backup.bytes);
      expect(readdirSync(desk.runtime.paths.backups)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names to the millisecond and never picks a name that is taken', () => {
    const at = new Date('2026-01-02T03:04:05.006Z');
    expect(backupFileName(at)).toBe('orders-backup-20260102-030405-006.sqlite');
    const taken = new Set([join('/b', 'orders-backup-20260102-030405-006.sqlite'), join('/b', 'orders-backup-20260102-030405-006-2.sqlite')]);
    expect(unusedBackupPath('/b', at, (path) => taken.has(path))).toBe(join('/b', 'orders-backup-20260102-030405-006-3.sqlite'));
  });
});
