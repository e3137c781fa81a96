/**
 * Amounts as agents type them: the way the desk shows them (desk-format.ts's formatMoney), read
 * back into the service's plain decimal. Shared by main's schemas and the renderer's forms, so a
 * form and main refuse the same text with the same rule.
 */
import { groupThousands } from './desk-format';

/** What a typed amount was read as: the plain decimal ("5120.00") and the currency code typed with it, if any. */
type TypedAmount = { ok: true; amount: string; currency: string | null } | { ok: false; rule: string };

const CODE_FIRST = /^([A-Za-z]{3})\s*(.*)$/;
const CODE_LAST = /^(.*?)\s*([A-Za-z]{3})$/;
const PLAIN = /^(\d+)(\.\d+)?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(\.\d+)?$/;

/**
 * An amount as an agent types it, which is how the desk shows one (formatMoney): "5120",
 * "5120.5", "5,120.00", "CNY 5,120.00" (the code may also follow: "5,120.00 CNY"). A comma only
 * groups thousands, in threes; the point is the decimal point. What could be read two ways is
 * refused, never guessed: "5.120,00" or "12,50" (a decimal comma), "1.234" (three decimals), "5,12"
 * (a group that is not three digits). Each refusal is a rule worded to follow the field's label.
 */
export function readTypedAmount(typed: string, maxWholeDigits = 9): TypedAmount {
  let rest = typed.trim();
  let currency: string | null = null;
  const first = CODE_FIRST.exec(rest);
  const last = first ? null : CODE_LAST.exec(rest);
  if (first) [currency, rest] = [first[1] ?? '', first[2] ?? ''];
  else if (last) [rest, currency] = [last[1] ?? '', last[2] ?? ''];
  currency = currency?.toUpperCase() ?? null;
  rest = rest.trim();
  if (rest === '') return { ok: false, rule: 'must be an amount such as 5,120.00 or CNY 5,120.00' };
  if (/^[-\u2212]/.test(rest)) return { ok: false, rule: 'must not be negative' };
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(rest) || /^\d+,\d{1,2}$/.test(rest)) {
    return { ok: false, rule: 'must use a point for decimals; a comma only groups thousands (5,120.00)' };
  }
  const match = PLAIN.exec(rest) ?? GROUPED.exec(rest);
  if (!match) {
    if (/^[\d,]+(\.\d+)?$/.test(rest)) return { ok: false, rule: 'must group thousands in threes (5,120.00)' };
    return { ok: false, rule: 'must be an amount such as 5,120.00 or CNY 5,120.00' };
  }
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 3) return { ok: false, rule: 'must have at most 2 decimals' };
  if (whole.length > maxWholeDigits) return { ok: false, rule: `must be less than ${groupThousands(`1${'0'.repeat(maxWholeDigits)}`)}` };
  return { ok: true, amount: `${whole}${fraction}`, currency };
}
