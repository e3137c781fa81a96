import ky from 'ky';
import { fail, ok, validationFailure, type SentResult } from '../../../contract/result';
import type { FaultRule, SandboxClockView, SandboxFaultsView } from '../../../sandbox';
import { readBoundedBody } from '../../wholesale/transport/read-bounded-body';
import { isRedirect, redirectOrigin } from '../../wholesale/transport/redirect-target';
import { say } from '../../i18n/main-language';

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
        return fail({ kind: 'bad-response', operation: 'sandbox controls', message: say(`The sandbox answered HTTP ${response.status}, a redirect to ${redirectOrigin(response.headers.get('location'), url)}; the desk does not follow redirects.`, `沙箱答复 HTTP ${response.status}，重定向到 ${redirectOrigin(response.headers.get('location'), url)}；工作台不跟随重定向。`), excerpt: '' });
      }
      const bounded = await readBoundedBody(response.body, MAX_CONTROL_ANSWER_BYTES);
      if (!bounded.ok) return fail({ kind: 'bad-response', operation: 'sandbox controls', message: say('The sandbox control answer is too large to read.', '沙箱控制的答复过大，无法读取。'), excerpt: '' });
      const answer = parseJson(bounded.text) as (T & { error?: unknown }) | null;
      if (response.ok && answer !== null) return ok(answer);
      const reason = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`;
      if (response.status === 400) return validationFailure([{ field: path, rule: 'accepted by the sandbox', message: say(`The sandbox refused it: ${reason}.`, `沙箱拒绝了此操作：${reason}。`) }]);
      return fail({
        kind: 'unavailable',
        what: say('sandbox controls', '沙箱控制'),
        message: say(`No sandbox controls answered at ${this.baseUrl} (${reason}).`, `${this.baseUrl} 上没有沙箱控制应答（${reason}）。`),
        fix: say("Check that the active profile's API base URL is a sandbox (the desk's own, or one started with npm run sandbox).", '请检查当前账户的 API 基础 URL 是沙箱（工作台自带的，或用 npm run sandbox 启动的）。'),
      });
    } catch (error) {
      if (signal.aborted) return fail({ kind: 'cancelled', message: say('Cancelled.', '已取消。') });
      return fail({ kind: 'network', message: say(`The sandbox at ${this.baseUrl} could not be reached.`, `无法连接 ${this.baseUrl} 上的沙箱。`), cause: error instanceof Error ? error.message : String(error) });
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
