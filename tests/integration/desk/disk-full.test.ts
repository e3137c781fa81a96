/**
 * A full disk while the desk runs (issue 21, finding 4), on a real small disk: the desk's data
 * directory is a tmpfs of a few MiB, filled to the last byte. Saving preferences, saving a profile
 * and filing an order each answer `disk-full` (where, how much is free, nothing lost, what to do),
 * leave no stray temporary file, change nothing on disk or in memory, and the log names the real
 * cause. Once space is freed, everything the desk acknowledged is there and it works again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiskFullError } from '../../../electron/contract';
import { MemorySecretStore } from '../../support/memory-secret-store';
import { canMountSmallDisk, mountSmallDisk, type SmallDisk } from '../../support/storage-faults/small-disk';
import { expectOk, startDesk, type Desk } from './desk-harness';

function manualOrder(n: number) {
  return {
    orderNum: String(700000000000000000n + BigInt(n)),
    pnr: `F${String(n).padStart(5, '0')}`,
    contact: { name: 'FULL/DISK', email: 'full@example.com', telNum: '13800138000' },
    passengers: [{ type: 'ADT' as const, lastName: 'Nowak', firstName: 'Anna', sex: 'F' as const, birthday: '1985-02-03', ticketNum: `781${String(n).padStart(10, '0')}` }],
    segments: [{ journey: 1 as const, airline: 'LO', flightNum: String(100 + (n % 800)), departure: 'WAW', arrival: 'PEK', departureDate: '2026-09-01', departureTime: '14:05', arrivalDate: '2026-09-02', arrivalTime: '05:40', bookingCode: 'Y' }],
  };
}

const strayFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp') || name.includes('.corrupt-'));

describe.runIf(canMountSmallDisk())('a full disk while the desk runs (real tmpfs)', () => {
  let disk: SmallDisk;
  let desk: Desk;
  const secrets = new MemorySecretStore();
  const consoleLines: string[] = [];

  beforeAll(async () => {
    disk = mountSmallDisk(8);
    desk = await startDesk(disk.path, { secrets, reimbursementPolling: false });
    // The log lives on the full disk too: lines it cannot write go to the console (logger.ts).
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void consoleLines.push(String(line)));
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    disk.makeRoom();
    await desk?.runtime.close();
    disk?.unmount();
  });

  it('answers disk-full for preferences, profiles and orders, loses nothing, and works again once space is freed', async () => {
    const { call, runtime } = desk;
    expectOk(await call('preferences.update', { theme: 'dark' }));
    const agency = expectOk(await call('profiles.save', { name: 'Agency', environment: 'test', apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: 'AGENCY', partnerKey: 'first-key' }));
    const profilesBefore = readFileSync(runtime.paths.profiles);
    const filedBefore = expectOk(await call('orders.enterManually', manualOrder(1)));
    const preferencesBefore = readFileSync(runtime.paths.preferences);

    disk.fill();
    expect(disk.freeBytes()).toBeLessThan(4096);

    // Preferences: refused as disk-full, the file and the desk's memory unchanged, no .tmp left.
    const preferences = await call('preferences.update', { theme: 'light' });
    expect(preferences).toMatchObject({ ok: false, error: { kind: 'disk-full', directory: disk.path, freeBytes: expect.any(Number) } });
    const full = (preferences as { error: DiskFullError }).error;
    expect(full.freeBytes).toBeLessThan(4096);
    expect(full.message).toMatch(/^The disk holding the desk's data \(.+\) is full: \d+ B free\. Nothing already saved was lost; this change was not saved\.$/);
    expect(full.fix).toMatch(/Free some space on that disk/);
    expect(readFileSync(runtime.paths.preferences)).toEqual(preferencesBefore);
    expect(expectOk(await call('preferences.get', {})).theme).toBe('dark');
    expect(strayFiles(disk.path)).toEqual([]);

    // A new profile: refused, and no key of it is stored.
    const profile = await call('profiles.save', { name: 'Full disk agency', environment: 'test', apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: 'FULL', partnerKey: 'the-key' });
    expect(profile).toMatchObject({ ok: false, error: { kind: 'disk-full' } });
    expect([...secrets.secrets.keys()]).toEqual([agency.id]);
    // A new key for the saved profile: refused, and the keychain goes back to the key the file's profile has.
    const edited = await call('profiles.save', { id: agency.id, name: 'Agency', environment: 'test', apiBaseUrl: 'https://api.example.com', refundBaseUrl: 'https://refund.example.com', partnerId: '', partnerKey: 'second-key' });
    expect(edited).toMatchObject({ ok: false, error: { kind: 'disk-full' } });
    expect(secrets.secrets.get(agency.id)).toBe('first-key');
    expect(readFileSync(runtime.paths.profiles)).toEqual(profilesBefore);
    expect(expectOk(await call('profiles.list', {})).profiles.map((p) => p.name)).toEqual(['Sandbox', 'Agency']);
    expect(strayFiles(disk.path)).toEqual([]);

    // Filing orders: SQLite may still have room in pages it owns; once it has none, disk-full.
    const acknowledged = [filedBefore.orderNum];
    let refusal: unknown = null;
    for (let n = 2; n < 400 && refusal === null; n += 1) {
      const filed = await call('orders.enterManually', manualOrder(n));
      if (filed.ok) acknowledged.push(filed.value.orderNum);
      else refusal = filed.error;
    }
    expect(refusal).toMatchObject({ kind: 'disk-full', directory: disk.path });
    expect(strayFiles(disk.path)).toEqual([]);

    // Space freed: every acknowledged order is there, and the desk saves again.
    disk.makeRoom();

    // The log line names the real cause, the code and the file: in desk.log when its last page still
    // had room, on the console when not (logger.ts).
    const logLines = [...readFileSync(join(runtime.paths.logs, 'desk.log'), 'utf8').split('\n').filter(Boolean), ...consoleLines];
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'storage.disk-full');
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'preferences.update', code: 'ENOSPC', path: runtime.paths.preferences, directory: disk.path, freeBytes: expect.any(Number) }));
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'profiles.save', code: 'ENOSPC', path: join(disk.path, 'keychain-accounts.json') }));
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'profiles.save', code: 'ENOSPC', path: runtime.paths.profiles }));
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'orders.enterManually', code: expect.stringMatching(/^SQLITE_FULL/) }));
    expect(logLines.some((line) => line.includes('handler.crashed'))).toBe(false);
    const listed = expectOk(await call('orders.list', { offset: 0, limit: 500 }));
    expect(listed.rows.map((row) => row.orderNum).sort()).toEqual([...acknowledged].sort());
    expectOk(await call('orders.enterManually', manualOrder(999)));
    expect(expectOk(await call('preferences.update', { theme: 'light' })).theme).toBe('light');
    expect(JSON.parse(readFileSync(runtime.paths.preferences, 'utf8')).theme).toBe('light');
    expect(strayFiles(disk.path)).toEqual([]);
  });
});
