import type { DeskError } from '@contract/result';

/** A desk error as the agent reads it: what happened, the detail, and what to do now. */
export interface PresentedError {
  title: string;
  detail: string;
  nextStep: string;
  /** The service's code, for `api` errors. */
  code: string | null;
  /** Whether the outcome of a payment/refund is unknown: shown prominently, never as a plain failure. */
  uncertain: boolean;
}

export function presentError(error: DeskError): PresentedError {
  switch (error.kind) {
    case 'api':
      return { title: error.explanation, detail: `${error.code}: ${error.message}`, nextStep: error.nextStep, code: error.code, uncertain: false };
    case 'validation':
      return { title: error.message, detail: error.issues.map((i) => i.message).join(' '), nextStep: 'Correct the highlighted fields and try again.', code: null, uncertain: false };
    case 'network':
      return { title: error.message, detail: error.cause ?? '', nextStep: 'Check the network (VPN, proxy) and the profile address in Settings, then try again.', code: null, uncertain: false };
    case 'timeout':
      return { title: error.message, detail: '', nextStep: 'Try again; if it keeps happening, the service may be slow right now.', code: null, uncertain: false };
    case 'outcome-unknown':
      return { title: error.message, detail: '', nextStep: error.howToVerify, code: null, uncertain: true };
    case 'unavailable':
      return { title: error.message, detail: error.what, nextStep: error.fix, code: null, uncertain: false };
    case 'cancelled':
      return { title: 'Cancelled.', detail: '', nextStep: '', code: null, uncertain: false };
    case 'bad-response':
      return { title: 'The service sent an answer the desk cannot read.', detail: `${error.message} ${error.excerpt}`.trim(), nextStep: 'Try again; if it persists, turn on diagnostics logging in Settings and send the log to IT.', code: null, uncertain: false };
    case 'internal':
      return { title: error.message, detail: '', nextStep: 'Try again; if it persists, send the desk log (Settings → Diagnostics) to support.', code: null, uncertain: false };
  }
}
