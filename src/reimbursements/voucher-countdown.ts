/**
 * How long a voucher stays valid, counted in the service's calendar days (its dates are the
 * service's, Beijing): the desk's "today" is `serviceToday()`, so the countdown never shifts with
 * the workstation's time zone.
 */
import { formatDayMonthYear } from '@contract/format/desk-format';
import { format, text } from '../ui-text';
import { plural } from '../ui-text/plural';

export type VoucherValidity =
  | { state: 'not-yet'; days: number }
  | { state: 'valid'; days: number }
  | { state: 'expired'; days: number }
  | { state: 'unknown'; days: null };

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole days from `from` to `to` (yyyy-MM-dd), on the calendar alone; null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = DATE.exec(from);
  const b = DATE.exec(to);
  if (!a || !b) return null;
  const day = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
  return day(b) - day(a);
}

/** `days` is how many days are left including today's (0: the last day is today). */
export function voucherValidity(validFrom: string | null, validEnd: string | null, today: string): VoucherValidity {
  if (validFrom) {
    const untilStart = daysBetween(today, validFrom);
    if (untilStart !== null && untilStart > 0) return { state: 'not-yet', days: untilStart };
  }
  const left = validEnd ? daysBetween(today, validEnd) : null;
  if (left === null) return { state: 'unknown', days: null };
  return left < 0 ? { state: 'expired', days: -left } : { state: 'valid', days: left };
}

/** True for a voucher still usable whose last day is within `days` days. */
export function expiresWithin(validity: VoucherValidity, days: number): boolean {
  return validity.state === 'valid' && validity.days <= days;
}

export function validityWords(validity: VoucherValidity, validFrom: string | null): string {
  const words = text.reimbursements.voucher.countdown;
  switch (validity.state) {
    case 'not-yet':
      return plural(validity.days, words.notYet, { date: formatDayMonthYear(validFrom ?? '') });
    case 'valid':
      return validity.days === 0 ? words.lastDay : validity.days === 1 ? words.oneDay : format(words.days, { days: validity.days });
    case 'expired':
      return validity.days === 1 ? words.expiredYesterday : format(words.expired, { days: validity.days });
    case 'unknown':
      return words.unknown;
  }
}
