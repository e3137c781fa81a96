/**
 * A full disk when the order file is opened (issue 21, finding 1: a version-3 file with 4,000
 * orders met a full disk in its migration; it was moved aside, a 0-byte file created, and after
 * space was freed the desk started with 0 orders and no notice). Now the start is refused with the
 * free and the needed space named, the file is left exactly at its old version, and once space is
 * freed the desk opens it with every order and migrates it. On a real small disk (tmpfs, root).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { refusalOf } from '../../support/storage-faults/start-refusal';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { checkpointFile, damagePages, pageOwners } from '../../support/storage-faults/damaged-pages';
import { diskFullAtStart, diskFullInMigration, onSmallDisk, type FullDiskData } from '../../support/storage-faults/disk-full-storage';
import { FAULT_OWNER, faultAccountOf, faultOrderNum, readOrderFileFacts, writeOrderFile, LATEST_ORDER_FILE_VERSION } from '../../support/storage-faults/order-files';
import { canMountSmallDisk } from '../../support/storage-faults/small-disk';
import { expectOk, startDesk } from '../desk/desk-harness';

const disks: FullDiskData[] = [];
afterEach(() => disks.splice(0).forEach((fault) => fault.disk.unmount()));

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const setAside = (dir: string) => readdirSync(dir).filter((name) => name.includes('.unreadable-'));


describe.skipIf(!canMountSmallDisk())('a full disk when the order file is opened', () => {
  it('in the migration of a version-3 file of 4,000 orders: refused, free and needed named, the file exactly at version 3; after space is freed every order is there, migrated', () => {
    const fault = diskFullInMigration(4000);
    disks.push(fault);
    const before = sha256(fault.file);
    expect(readOrderFileFacts(fault.file)).toMatchObject({ version: 3, orders: 4000 });

    const refusal = refusalOf(() => OrderFile.open({ file: fault.file, logger: createMemoryLogger() }));
    expect(refusal.kind).toBe('disk-full');
    expect(refusal.message).toContain(fault.dataDir);
    // The free space and the space needed, both named.
    expect(refusal.message).toMatch(/is full \(\d+(\.\d)? [KMG]?B free; opening orders\.sqlite needs about \d+(\.\d)? MB\)/);
    expect(refusal.message).toMatch(/Nothing was changed in the file/);
    // Exactly as it was: the same bytes, version 3, nothing set aside, no fresh file.
    expect(sha256(fault.file)).toBe(before);
    expect(readOrderFileFacts(fault.file)).toMatchObject({ version: 3, orders: 4000, sentMarkers: 160, unknownDrafts: 80 });
    expect(setAside(fault.dataDir)).toEqual([]);

    fault.disk.makeRoom();
    // Keyed on its account as it migrates (version 5): the desk's profile map is given.
    const reopened = OrderFile.open({ file: fault.file, logger: createMemoryLogger(), accountOf: faultAccountOf });
    try {
      expect(reopened.status.setAside).toEqual([]);
      expect((reopened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(4000);
      const id = reopened.reader.findId(FAULT_OWNER, faultOrderNum(1234))!;
      // Version 4 moved the current status into the row, the history keeps none before it.
      expect(reopened.reader.detail(id)?.statusHistory).toEqual([expect.objectContaining({ status: expect.objectContaining({ key: 'ISSED' }), source: 'order-detail' })]);
      expect(reopened.search.search(faultOrderNum(1234).slice(-7), {}, 5).rows.map((row) => row.id)).toContain(id);
    } finally {
      reopened.close();
    }
    expect(readOrderFileFacts(fault.file)).toMatchObject({ version: LATEST_ORDER_FILE_VERSION, orders: 4000, sentMarkers: 160, unknownDrafts: 80 });
  });

  it('the desk refuses to start (runtime), and starts with every order once space is freed', async () => {
    const fault = diskFullInMigration(4000);
    disks.push(fault);
    await expect(startDesk(fault.dataDir)).rejects.toMatchObject({ name: 'StorageStartRefusal', kind: 'disk-full', file: fault.file });
    expect(setAside(fault.dataDir)).toEqual([]);
    fault.disk.makeRoom();
    const desk = await startDesk(fault.dataDir);
    try {
      const status = expectOk(await desk.call('orders.status', {}));
      expect(status.orderCount).toBe(4000);
      expect(status.files.every((file) => file.setAside.length === 0)).toBe(true);
    } finally {
      await desk.runtime.close();
    }
  });

  it('a damaged file with no room to salvage into: refused, the damaged file kept set aside, no half copy; with room, Bring back salvages it', async () => {
    const fault = onSmallDisk((scratch) => {
      const built = join(scratch, 'orders.sqlite');
      writeOrderFile(built, 1200);
      checkpointFile(built);
      const leaves = [...pageOwners(built)].filter(([, owner]) => owner.name === 'orders' && owner.pagetype === 'leaf').map(([page]) => page);
      damagePages(built, { pages: [leaves[5]!] });
      return built;
    }, 256 * 1024);
    disks.push(fault);
    const refusal = refusalOf(() => OrderFile.open({ file: fault.file, logger: createMemoryLogger() }));
    expect(refusal.kind).toBe('disk-full');
    const [kept] = setAside(fault.dataDir).filter((name) => !name.endsWith('.note.json'));
    expect(refusal.message).toContain(`set aside as ${join(fault.dataDir, kept!)}`);
    expect(readdirSync(fault.dataDir).filter((name) => name.includes('.salvage-'))).toEqual([]);

    fault.disk.makeRoom();
    const desk = await startDesk(fault.dataDir);
    try {
      const [entry] = expectOk(await desk.call('orders.status', {})).files.find((file) => file.name === 'orders')!.setAside;
      expect(entry).toMatchObject({ fileName: kept, salvaged: null, reason: expect.stringMatching(/damaged/) });
      const brought = expectOk(await desk.call('orders.bringBack', { name: 'orders', fileName: kept! }));
      expect(brought.copied).toBeGreaterThan(1150);
      expect(brought.copied + (brought.unreadable ?? 0)).toBe(1200);
    } finally {
      await desk.runtime.close();
    }
  });

  it('a healthy file on a disk with no byte free: refused (the disk, not the file), the file untouched', () => {
    const fault = diskFullAtStart(300);
    disks.push(fault);
    const before = sha256(fault.file);
    const refusal = refusalOf(() => OrderFile.open({ file: fault.file, logger: createMemoryLogger() }));
    expect(refusal.kind).toBe('disk-full');
    expect(refusal.message).toMatch(/0 B free/);
    expect(sha256(fault.file)).toBe(before);
    expect(setAside(fault.dataDir)).toEqual([]);
    fault.disk.makeRoom();
    const reopened = OrderFile.open({ file: fault.file, logger: createMemoryLogger() });
    try {
      expect((reopened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(300);
    } finally {
      reopened.close();
    }
  });
});
