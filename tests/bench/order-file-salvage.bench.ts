/**
 * Salvage of a damaged order file (issue 21, finding 2): a generated file of 4,000 orders of
 * realistic shape, 8 random pages overwritten with random bytes (as a failing disk leaves them),
 * then opened as the desk opens it: SQLite's check finds the damage, the file is set aside and
 * every row that can still be read is copied into a fresh file (recovery/salvage.ts). Five
 * different sets of 8 pages (seeds), the same on every run. Records figures; never asserts.
 *
 * - archive.salvage_share.8pages: orders in the fresh file / 4,000, the LOWEST of the five (aim ≥ 0.95).
 * - archive.salvage_ms.8pages: the whole opening (check, set aside, salvage, search index rebuilt,
 *   reopen), median of the five.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { OrderFile } from '../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../electron/main/logging/logger';
import { checkpointFile, damagePages } from '../support/storage-faults/damaged-pages';
import { tempDir } from '../support/temp-dir';
import { fillOrderFile } from './support/generated-orders';
import { medianMs, recordFigure } from './support/record';

const COUNT = 4000;
const SEEDS = [1, 2, 3, 4, 5];
const dir = tempDir('salvage-bench');
afterAll(() => dir.remove());

describe('salvage of a damaged order file', () => {
  it('8 random pages of a 4,000-order file', () => {
    const healthy = join(dir.path, 'healthy.sqlite');
    const built = OrderFile.open({ file: healthy, logger: createMemoryLogger() });
    fillOrderFile(built, COUNT);
    built.close();
    checkpointFile(healthy);

    const shares: number[] = [];
    const times: number[] = [];
    for (const seed of SEEDS) {
      const root = join(dir.path, `seed-${seed}`);
      mkdirSync(root);
      const file = join(root, 'orders.sqlite');
      copyFileSync(healthy, file);
      damagePages(file, { count: 8, seed });
      const started = performance.now();
      const opened = OrderFile.open({ file, logger: createMemoryLogger() });
      times.push(performance.now() - started);
      const orders = (opened.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
      opened.close();
      shares.push(orders / COUNT);
    }
    console.log(`salvage: shares ${shares.map((share) => share.toFixed(4)).join(', ')}; ms ${times.map((ms) => Math.round(ms)).join(', ')}`);
    recordFigure({ name: 'archive.salvage_share.8pages', value: Math.min(...shares), unit: 'share', target: '>= 0.95' });
    recordFigure({ name: 'archive.salvage_ms.8pages', value: medianMs(times), unit: 'ms', target: 'informative' });
  });
});
