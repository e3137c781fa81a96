import { Worker } from 'node:worker_threads';
import type { DocumentFacts } from './document-facts';
import type { DocumentCheckJob, DocumentCheckReport } from './document-check-worker';
// How the worker is found, in all three ways the desk runs:
// - built (Electron, and browser mode's out/main/browser.js): electron-vite's `?modulePath` bundles
//   document-check-worker.ts as a file of its own (out/main/chunks/…) and this import becomes its
//   path relative to the chunk that imports it — right wherever rollup puts that chunk, which a
//   hand-written `join(__dirname, 'worker.js')` is not (shared code lands in out/main/chunks/).
// - Vitest (TypeScript sources, no build): tests/support/vitest-module-path.ts answers the same
//   import by bundling the worker with Vite into node_modules/.cache, so tests run the same code
//   in a real worker thread rather than a stand-in.
// One import, no fallback path to keep in step with the build.
import checkWorkerPath from './document-check-worker?modulePath';
import { DOCUMENT_CHECK_BUDGET_MS } from './check-document';
import { wording, type Text } from '../../../../contract/words';

/**
 * Runs document checks off main's event loop, one at a time, each in a fresh worker thread that
 * main stops outright when it overruns: the worker's reading stops itself at the budget, and main
 * terminates a worker that has not answered `graceMs` later (a reading the budget check cannot
 * interrupt, such as one huge inflate). A worker that runs out of memory or fails ends the check
 * too. Main never waits on a document.
 */
export type CheckOutcome = { ok: true; facts: DocumentFacts; sha256: string } | { ok: false; stopped: 'time' | 'failed'; detail: Text };

export interface DocumentCheckerOptions {
  budgetMs?: number;
  /** Past the budget, how long main waits for the worker's own answer before stopping it. */
  graceMs?: number;
  workerPath?: string;
}

/** Past the budget, main's wait for the worker's own answer: the refusal comes within 2 s of the last byte either way. */
const GRACE_MS = 400;
/** A worker's heap (the bytes themselves live outside it): far above what a 10 MB document needs, far below the machine's. */
const WORKER_HEAP_MB = 256;

export class DocumentChecker {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly running = new Set<Worker>();
  private closed = false;

  constructor(private readonly options: DocumentCheckerOptions = {}) {}

  /** Checks the file at `path` (after the checks queued before it). */
  check(path: string): Promise<CheckOutcome> {
    const run = this.queue.then(() => this.run(path));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops every running check (the desk is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.running].map((worker) => worker.terminate()));
  }

  private run(path: string): Promise<CheckOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, stopped: 'failed', detail: wording('refundDocuments.deskClosing') });
    const budgetMs = this.options.budgetMs ?? DOCUMENT_CHECK_BUDGET_MS;
    const stopAfterMs = budgetMs + (this.options.graceMs ?? GRACE_MS);
    const job: DocumentCheckJob = { path, budgetMs };
    return new Promise((resolve) => {
      const worker = new Worker(this.options.workerPath ?? checkWorkerPath, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      this.running.add(worker);
      let settled = false;
      const settle = (outcome: CheckOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.running.delete(worker);
        resolve(outcome);
        void worker.terminate();
      };
      const timer = setTimeout(() => settle({ ok: false, stopped: 'time', detail: wording('refundDocuments.noAnswerWithin', { ms: stopAfterMs }) }), stopAfterMs);
      worker.once('message', (report: DocumentCheckReport) => settle({ ok: true, facts: report.facts, sha256: report.sha256 }));
      worker.once('error', (error: Error) => settle({ ok: false, stopped: 'failed', detail: workerFailure(error) }));
      worker.once('exit', (code) => settle({ ok: false, stopped: 'failed', detail: wording('refundDocuments.endedWithoutAnswer', { exitCode: code }) }));
    });
  }
}

function workerFailure(error: Error): Text {
  if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') return wording('refundDocuments.outOfMemory', { megabytes: WORKER_HEAP_MB });
  return error.message;
}
