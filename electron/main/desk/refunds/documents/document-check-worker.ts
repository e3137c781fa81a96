/**
 * The document-check worker (a worker_threads thread, one per check): reads the staged file,
 * hashes it and reads its facts with the time budget, then reports and ends. The reading is
 * linear, but 10 MB still take a noticeable moment, and a crafted file may still try to be slow:
 * here neither reaches main's event loop, so every other request of the desk keeps answering.
 * No words are made here (this thread has no language): main words the verdict.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readDocumentFacts, type DocumentFacts } from './document-facts';

export interface DocumentCheckJob {
  path: string;
  /** Reading stops this long after the worker started (the file's read and hash count too). */
  budgetMs: number;
}

export interface DocumentCheckReport {
  facts: DocumentFacts;
  sha256: string;
}

const job = workerData as DocumentCheckJob;
const started = performance.now();
const bytes = readFileSync(job.path);
const report: DocumentCheckReport = {
  sha256: createHash('sha256').update(bytes).digest('hex'),
  facts: readDocumentFacts(bytes, { deadline: started + job.budgetMs }),
};
parentPort?.postMessage(report);
