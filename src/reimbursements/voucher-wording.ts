/**
 * What a voucher can pay for (`useFor`) and who may use it (`usageLimitation`), in words. The
 * codes are the specification's voucher table (2.11); a code it does not list is shown as it came,
 * never dropped.
 */
import { format, text } from '../ui-text';

export function useForWords(useFor: readonly number[]): string {
  if (useFor.length === 0) return text.reimbursements.voucher.useForNone;
  const words = text.reimbursements.voucher.useFor;
  return [...new Set(useFor)]
    .sort((a, b) => a - b)
    .map((code) => (code === 1 ? words.issue : code === 2 ? words.change : code === 3 ? words.ancillary : format(words.unknown, { code })))
    .join(', ');
}

export function usageLimitationWords(limitation: number | null): string {
  const words = text.reimbursements.voucher.usage;
  switch (limitation) {
    case null:
      return words.notStated;
    case 0:
      return words.uncertain;
    case 1:
      return words.passengerOnly;
    case 2:
      return words.anyone;
    default:
      return format(words.unknown, { code: limitation });
  }
}
