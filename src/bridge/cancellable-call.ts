import type { CallOptions, DeskApi } from '@contract/desk-api';
import type { DeskResult } from '@contract/result';
import { ref, type Ref } from 'vue';
import { newRequestId } from './request-id';

export const SUPERSEDED = Symbol('superseded');

export interface CancellableCall {
  /** When the running call started (ms), null when none runs: drives the elapsed-time display. */
  startedAt: Ref<number | null>;
  /** Runs the call; a call still running is cancelled first. Resolves SUPERSEDED if cancelled meanwhile. */
  run<T>(call: (options: CallOptions) => Promise<DeskResult<T>>): Promise<DeskResult<T> | typeof SUPERSEDED>;
  /** Cancels the running call (aborting its HTTP request in main); false when none runs. */
  cancel(): Promise<boolean>;
}

/** One long desk call at a time, cancellable from the keyboard (Esc). */
export function cancellableCall(desk: DeskApi, prefix: string): CancellableCall {
  const startedAt = ref<number | null>(null);
  let requestId: string | null = null;

  async function cancel(): Promise<boolean> {
    const id = requestId;
    if (!id) return false;
    requestId = null;
    startedAt.value = null;
    await desk.requests.cancel({ requestId: id });
    return true;
  }

  async function run<T>(call: (options: CallOptions) => Promise<DeskResult<T>>): Promise<DeskResult<T> | typeof SUPERSEDED> {
    if (requestId) await cancel();
    const id = newRequestId(prefix);
    requestId = id;
    startedAt.value = Date.now();
    const result = await call({ requestId: id });
    if (requestId !== id) return SUPERSEDED;
    requestId = null;
    startedAt.value = null;
    return result;
  }

  return { startedAt, run, cancel };
}
