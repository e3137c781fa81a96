import ky from 'ky';
import { fail, ok, validationFailure, type SentResult } from '../../../contract/result';
import type { FaultRule, SandboxClockView, SandboxFaultsView } from '../../../sandbox';
import { readBoundedBody } from '../../wholesale/transport/read-bounded-body';
import { isRedirect, redirectOrigin } from '../../wholesale/transport/redirect-target';
import { wording } from '../../../contract/words';

const CONTROL_TIMEOUT_MS = 10_000;
/** Control answers are a few KiB (a clock, a list of faults). */
const MAX_CONTROL_ANSWER_BYTES = 1024 * 1024;

/**
 * The sandbox's own control routes (`/sandbox/clock`, `/sandbox/faults`), outside the partner
 * API: plain JSON, no credentials. Every sandbox profile is reached the same way, over HTTP at
 * its API base URL, the embedded one included (see docs/architecture.md, "Training").
 */
export class SandboxControlClient {
  constructor(private readonly baseUrl: string) {}

  clock(signal: AbortSignal): Promise<SentResult<SandboxClockView>> {
    return this.request('GET', '/sandbox/clock', undefined, signal);
  }

  advanceClock(minutes: number, signal: AbortSignal): Promise<SentResult<SandboxClockView>> {
    return this.request('POST', '/sandbox/clock', { minutes }, signal);
  }

  faults(signal: AbortSignal): Promise<SentResult<SandboxFaultsView>> {
    return this.request('GET', '/sandbox/faults', undefined, signal);
  }

  /** Adds to the active faults (the ones set before stay, in order). */
  addFaults(rules: FaultRule[], signal: AbortSignal): Promise<SentResult<SandboxFaultsView>> {
    return this.request('POST', '/sandbox/faults', { faults: rules, append: true }, signal);
  }

  clearFaults(signal: AbortSignal): Promise<SentResult<SandboxFaultsView>> {
    return this.request('DELETE', '/sandbox/faults', undefined, signal);
  }

  private async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, signal: AbortSignal): Promise<SentResult<T>> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}${path}`;
    try {
      // JSON content type on every call, no Origin: what the sandbox's control routes accept.
      const response = await ky(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeout: CONTROL_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        // As every call of main: a redirect is reported, never followed.
        redirect: 'manual',
        signal,
      });
      if (isRedirect(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        return fail({ kind: 'bad-response', operation: 'sandbox controls', message: wording('training.redirectNotFollowed', { status: response.status, origin: redirectOrigin(response.headers.get('location'), url) }), excerpt: '' });
      }
      const bounded = await readBoundedBody(response.body, MAX_CONTROL_ANSWER_BYTES);
      if (!bounded.ok) return fail({ kind: 'bad-response', operation: 'sandbox controls', message: wording('training.answerTooLarge'), excerpt: '' });
      const answer = parseJson(bounded.text) as (T & { error?: unknown }) | null;
      if (response.ok && answer !== null) return ok(answer);
      const reason = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`;
      if (response.status === 400) return validationFailure([{ field: path, rule: 'accepted by the sandbox', message: wording('training.refusedBySandbox', { reason }) }]);
      return fail({
        kind: 'unavailable',
        what: wording('training.controls'),
        message: wording('training.noControls', { baseUrl: this.baseUrl, reason }),
        fix: wording('training.noControls.fix'),
      });
    } catch (error) {
      if (signal.aborted) return fail({ kind: 'cancelled', message: wording('serviceCalls.cancelled') });
      return fail({ kind: 'network', message: wording('training.unreachable', { baseUrl: this.baseUrl }), cause: error instanceof Error ? error.message : String(error) });
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
