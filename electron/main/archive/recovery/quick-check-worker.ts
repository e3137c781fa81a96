/**
 * The background check's worker (a worker_threads thread, one per check): opens the storage file
 * read-only on a connection of its own and runs `PRAGMA quick_check(1)`, which reads every page
 * of every table and index. WAL lets it read one snapshot while main keeps writing, and main's
 * event loop never waits for it. No words are made here: main words what it found.
 */
import Database from 'libsql';
import { parentPort, workerData } from 'node:worker_threads';

export interface QuickCheckJob {
  file: string;
}

export type QuickCheckReport = { ok: true; result: string; ms: number } | { ok: false; error: string; code: string | null; ms: number };

const job = workerData as QuickCheckJob;
const began = performance.now();
let report: QuickCheckReport;
try {
  const db = new Database(job.file, { readonly: true });
  try {
    const row = db.prepare('PRAGMA quick_check(1)').get() as { quick_check: string } | undefined;
    report = { ok: true, result: row?.quick_check ?? 'ok', ms: performance.now() - began };
  } finally {
    db.close();
  }
} catch (error) {
  const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null;
  report = { ok: false, error: error instanceof Error ? error.message : String(error), code, ms: performance.now() - began };
}
parentPort?.postMessage(report);
