import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { DocumentStaging, StagedDocument } from '../../../electron/main/desk/refunds/documents/document-staging';

export interface WatchedCheck {
  staged: StagedDocument;
  /** From the finished upload to the verdict. */
  ms: number;
  /** The longest main's event loop was held meanwhile: what any other request of the desk waited. */
  worstPauseMs: number;
}

/**
 * Uploads `bytes` into `staging` as the page does (512 KiB chunks), then checks it as the desk
 * checks a finished upload while watching main's event loop (1 ms resolution).
 */
export async function watchedDocumentCheck(staging: DocumentStaging, key: string, fileName: string, bytes: Buffer): Promise<WatchedCheck> {
  const chunk = 512 * 1024;
  staging.begin(1, key);
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const appended = staging.append(1, key, fileName, offset, bytes.subarray(offset, offset + chunk), bytes.length);
    if (!appended.ok) throw new Error(`chunk at ${offset} refused: ${appended.problem}`);
  }
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const started = performance.now();
  const staged = await staging.finish(1, key, fileName, bytes.length);
  const ms = performance.now() - started;
  lag.disable();
  return { staged, ms, worstPauseMs: lag.max / 1e6 };
}
