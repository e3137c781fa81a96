import { formatBytes } from '@contract/format/bytes';
import type { DeskError } from '@contract/result';
import { format, language, text } from '../ui-text';

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

/**
 * Main words every report in the desk's language (docs/i18n.md). For the network, time-out,
 * unknown-outcome and internal kinds the Chinese desk still leads with the dictionary's short
 * title and keeps main's sentence as the detail; an `unavailable` or `disk-full` report is shown
 * as main wrote it (what is missing or full, why, the fix) in both languages, a full disk with
 * the folder and its free space as the detail.
 */
export function presentError(error: DeskError): PresentedError {
  const t = text.errors.present;
  const zh = language.value === 'zh-CN';
  const own = (english: string, chinese: string) => (zh ? { title: chinese, detail: english } : { title: english, detail: '' });
  switch (error.kind) {
    case 'api':
      return { title: error.explanation, detail: `${error.code}: ${error.message}`, nextStep: error.nextStep, code: error.code, uncertain: false };
    case 'validation':
      return { title: error.message, detail: error.issues.map((i) => i.message).join(' '), nextStep: t.validationNext, code: null, uncertain: false };
    case 'network':
      return { ...own(error.message, t.networkTitle), ...(zh ? {} : { detail: error.cause ?? '' }), nextStep: t.networkNext, code: null, uncertain: false };
    case 'timeout':
      return { ...own(error.message, t.timeoutTitle), nextStep: t.timeoutNext, code: null, uncertain: false };
    case 'outcome-unknown':
      return zh
        ? { title: t.outcomeUnknownTitle, detail: error.message, nextStep: error.howToVerify || t.outcomeUnknownNext, code: null, uncertain: true }
        : { title: error.message, detail: '', nextStep: error.howToVerify, code: null, uncertain: true };
    case 'unavailable':
      return { title: error.message, detail: error.what, nextStep: error.fix, code: null, uncertain: false };
    case 'cancelled':
      return { title: t.cancelled, detail: '', nextStep: '', code: null, uncertain: false };
    case 'disk-full':
      return {
        title: error.message,
        detail: format(t.diskFullDetail, { directory: error.directory, free: error.freeBytes === null ? t.diskFullFreeUnknown : format(t.diskFullFree, { bytes: formatBytes(error.freeBytes) }) }),
        nextStep: error.fix,
        code: null,
        uncertain: false,
      };
    case 'bad-response':
      return { title: t.badResponseTitle, detail: `${error.message} ${error.excerpt}`.trim(), nextStep: t.badResponseNext, code: null, uncertain: false };
    case 'internal':
      return { ...own(error.message, t.internalTitle), nextStep: t.internalNext, code: null, uncertain: false };
  }
}
