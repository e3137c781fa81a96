import { Worker } from 'node:worker_threads';
import type { Logger } from '../../logging/logger';
import { recordDamage, recordSound, type StorageDamageFound } from './file-health';
import { classifyOpenError } from './open-error';
import type { QuickCheckJob, QuickCheckReport } from './quick-check-worker';
// Found as the document checker's worker is (desk/refunds/documents/document-checker.ts): a file of
// its own in the build, bundled for Vitest by tests/support/vitest-module-path.mts.
import quickCheckWorkerPath from './quick-check-worker?modulePath';

export interface CheckedFile {
  name: 'orders' | 'archive';
  path: string;
}

export type BackgroundCheckVerdict = 'sound' | 'damaged' | 'not-checked';

/**
 * The whole-file check of a storage file opened after a clean shutdown, run once the desk is up
 * instead of at its start (open-with-recovery.ts): `quick_check` in a worker thread, off main's
 * event loop, one file after the other. Damage found is recorded (file-health.ts), logged and
 * told (`onDamage`: the desk's notice); the file is not marked closed cleanly, so the next start
 * checks it first and sets it aside and salvages it, as for damage found at a start. A check that
 * could not run (a lock, an I/O error) leaves the file unmarked too: the next start checks it.
 */
export class BackgroundFileCheck {
  private running: Worker | null = null;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly onDamage: (file: CheckedFile, damage: StorageDamageFound) => void,
    private readonly workerPath: string = quickCheckWorkerPath,
  ) {}

  async run(files: readonly CheckedFile[]): Promise<BackgroundCheckVerdict[]> {
    const verdicts: BackgroundCheckVerdict[] = [];
    for (const file of files) verdicts.push(await this.check(file));
    return verdicts;
  }

  /** The desk is closing: a check still running is stopped (its file stays unmarked). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.terminate();
  }

  private async check(file: CheckedFile): Promise<BackgroundCheckVerdict> {
    if (this.closed) return 'not-checked';
    const report = await this.inWorker(file.path);
    if (report === null) return 'not-checked';
    const ms = Math.round(report.ms);
    if (report.ok && report.result === 'ok') {
      recordSound(file.path);
      this.logger.info('storage.quick-check', { name: file.name, when: 'background', ms, result: 'ok' });
      return 'sound';
    }
    const damaged = report.ok || classifyOpenError(Object.assign(new Error(report.error), { code: report.code })) === 'damaged';
    const problem = report.ok ? report.result : report.error;
    if (!damaged) {
      this.logger.warn('storage.quick-check-not-run', { name: file.name, when: 'background', ms, error: problem, code: report.ok ? null : report.code });
      return 'not-checked';
    }
    const damage: StorageDamageFound = { at: new Date().toISOString(), problem };
    recordDamage(file.path, damage);
    this.logger.error('storage.damage-found', { name: file.name, file: file.path, when: 'background', ms, problem });
    this.onDamage(file, damage);
    return 'damaged';
  }

  private inWorker(path: string): Promise<QuickCheckReport | null> {
    return new Promise((resolve) => {
      const worker = new Worker(this.workerPath, { workerData: { file: path } satisfies QuickCheckJob });
      this.running = worker;
      let settled = false;
      const settle = (report: QuickCheckReport | null) => {
        if (settled) return;
        settled = true;
        this.running = null;
        resolve(report);
      };
      worker.once('message', (report: QuickCheckReport) => settle(report));
      worker.once('error', (error: Error) => settle({ ok: false, error: error.message, code: null, ms: 0 }));
      // Stopped by close(), or ended without a word: not checked.
      worker.once('exit', () => settle(null));
    });
  }
}
