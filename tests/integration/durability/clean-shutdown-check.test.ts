/**
 * Issue 23, start time: the whole-file check (`quick_check`) runs at start only after an unclean
 * shutdown (or a first start, a file changed while the desk was closed, a migration due); after a
 * clean shutdown it runs in a worker once the desk is up, and damage it finds is told (the
 * `storage.damageFound` event, `orders.status`), never silently; the next start then sets the
 * file aside and salvages it, as for damage found at a start.
 */
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { checkpointFile, damagePages, pageOwners } from '../../support/storage-faults/damaged-pages';
import { writeOrderFile } from '../../support/storage-faults/order-files';
import { expectOk, startDesk, type Desk } from '../desk/desk-harness';

/** The clean-shutdown marker beside a storage file (electron/main/archive/recovery/clean-shutdown.ts). */
const cleanShutdownMarkerPath = (file: string) => `${file}.closed-cleanly`;

const dirs: { remove: () => void }[] = [];
const desks: Desk[] = [];
afterEach(async () => {
  for (const desk of desks.splice(0)) await desk.runtime.close();
  if (!process.env.KEEP_DIRS) dirs.splice(0).forEach((dir) => dir.remove());
});

function dataDir(): string {
  const dir = tempDir('clean-shutdown');
  dirs.push(dir);
  return dir.path;
}

async function start(root: string): Promise<{ desk: Desk; log: () => { event: string; name?: string; when?: string }[] }> {
  const logFile = join(root, 'logs', 'desk.log');
  const before = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
  const desk = await startDesk(root, { reimbursementPolling: false, storage: { backgroundCheckDelayMs: 0 } });
  desks.push(desk);
  // This start's lines only.
  const log = () => readFileSync(logFile, 'utf8').slice(before).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { event: string; name?: string; when?: string });
  return { desk, log };
}

async function close(desk: Desk): Promise<void> {
  desks.splice(desks.indexOf(desk), 1);
  await desk.runtime.close();
}

const checksAtStart = (log: { event: string; name?: string; when?: string }[], name: string) => log.filter((line) => line.event === 'storage.quick-check' && line.when === 'start' && line.name === name).length;

/** Overwrites three leaves of the orders table in place, keeping the file's size and modification time (a disk's own failure). */
function rotInPlace(file: string): void {
  const { atimeMs, mtimeMs } = statSync(file);
  const leaves = [...pageOwners(file)].filter(([, owner]) => owner.name === 'orders' && owner.pagetype === 'leaf').map(([page]) => page);
  damagePages(file, { pages: [leaves[2]!, leaves[10]!, leaves[leaves.length - 3]!] });
  utimesSync(file, atimeMs / 1000, mtimeMs / 1000);
}

describe('the whole-file check: at start after an unclean shutdown, in the background after a clean one', () => {
  it('a clean shutdown skips the check at the next start; the background check finds damage, says so, and the start after sets the file aside', async () => {
    const root = dataDir();
    const orders = join(root, 'orders.sqlite');
    writeOrderFile(orders, 1200);
    checkpointFile(orders);

    // First start: no marker (a file the desk never closed) → checked at start; sound → marked at close.
    const first = await start(root);
    expect(checksAtStart(first.log(), 'orders')).toBe(1);
    expect(await first.desk.runtime.storageChecked).toEqual([]);
    // While the desk runs there is no marker: a crash now leaves none, and the next start checks first.
    expect(existsSync(cleanShutdownMarkerPath(orders))).toBe(false);
    await close(first.desk);
    expect(existsSync(cleanShutdownMarkerPath(orders))).toBe(true);

    // After a clean shutdown: no check at start; the background check reads both files and finds them sound.
    const second = await start(root);
    expect(checksAtStart(second.log(), 'orders')).toBe(0);
    expect(second.log().some((line) => line.event === 'storage.quick-check-deferred' && line.name === 'orders')).toBe(true);
    expect(await second.desk.runtime.storageChecked).toEqual(['sound', 'sound']);
    expect(second.log().filter((line) => line.event === 'storage.quick-check' && line.when === 'background')).toHaveLength(2);
    await close(second.desk);

    // Pages rot while the desk is closed, the file's size and time unchanged: the start does not
    // see it; the background check does, and tells the page.
    rotInPlace(orders);
    const third = await start(root);
    const told: string[] = [];
    third.desk.runtime.events.subscribe((name, payload) => {
      if (name === 'storage.damageFound') told.push((payload as { name: string }).name);
    });
    expect(checksAtStart(third.log(), 'orders')).toBe(0);
    expect(await third.desk.runtime.storageChecked).toEqual(['damaged', 'sound']);
    expect(told).toEqual(['orders']);
    const status = expectOk(await third.desk.call('orders.status', {}));
    const orderFile = status.files.find((file) => file.name === 'orders');
    expect(orderFile?.damageFound?.problem).toMatch(/.+/);
    expect(orderFile?.setAside).toEqual([]);
    expect(third.log().some((line) => line.event === 'storage.damage-found' && line.name === 'orders')).toBe(true);
    await close(third.desk);
    // Found damaged: not marked, so the next start checks it first.
    expect(existsSync(cleanShutdownMarkerPath(orders))).toBe(false);

    // The same path as damage found at a start: set aside (kept) and salvaged.
    const fourth = await start(root);
    // The damaged file's check, then the fresh file's (salvaged into and checked when reopened).
    expect(checksAtStart(fourth.log(), 'orders')).toBe(2);
    const after = expectOk(await fourth.desk.call('orders.status', {})).files.find((file) => file.name === 'orders');
    expect(after?.setAside).toEqual([expect.objectContaining({ thisStart: true, reason: expect.stringMatching(/damaged/) })]);
    expect(after?.damageFound).toBeUndefined();
    expect(after?.setAside[0]?.salvaged?.copied).toBeGreaterThan(1000);
  }, 60_000);

  it('a file changed while the desk was closed is checked at start, marker or not; so is one after a crash (no marker), damaged pages set aside', async () => {
    const root = dataDir();
    const orders = join(root, 'orders.sqlite');
    writeOrderFile(orders, 600);
    checkpointFile(orders);
    await close((await start(root)).desk);
    expect(existsSync(cleanShutdownMarkerPath(orders))).toBe(true);

    // Another program's write (a new modification time): the marker no longer matches the file.
    const later = new Date(statSync(orders).mtimeMs + 5000);
    utimesSync(orders, later, later);
    const changed = await start(root);
    expect(checksAtStart(changed.log(), 'orders')).toBe(1);
    await close(changed.desk);

    // A crash leaves no marker (taken at open): damaged pages are found and set aside at start.
    const { rmSync } = await import('node:fs');
    rmSync(cleanShutdownMarkerPath(orders));
    rotInPlace(orders);
    const afterCrash = await start(root);
    expect(checksAtStart(afterCrash.log(), 'orders')).toBe(2);
    const status = expectOk(await afterCrash.desk.call('orders.status', {})).files.find((file) => file.name === 'orders');
    expect(status?.setAside).toEqual([expect.objectContaining({ thisStart: true })]);
  }, 60_000);
});
