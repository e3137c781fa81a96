/**
 * Amounts as agents type them: the way the desk shows them (desk-format.ts's formatMoney), read
 * back into the service's plain decimal. Shared by main's schemas and the renderer's forms, so a
 * form and main refuse the same text with the same rule.
 */
import { codedRule } from '../coded-rule';
import { groupThousands } from './desk-format';

/**
 * What a typed amount was read as: the plain decimal ("5120.00") and the currency code typed with
 * it, if any; or the rule it breaks, by code as a zod message (coded-rule.ts).
 */
type TypedAmount = { ok: true; amount: string; currency: string | null } | { ok: false; rule: string };

const EXAMPLE = '5,120.00';
const AN_AMOUNT = () => codedRule('rules.amountOrCurrency', { example: EXAMPLE, currency: 'CNY' });

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
  if (rest === '') return { ok: false, rule: AN_AMOUNT() };
  if (/^[-\u2212]/.test(rest)) return { ok: false, rule: codedRule('rules.notNegative') };
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(rest) || /^\d+,\d{1,2}$/.test(rest)) {
    return { ok: false, rule: codedRule('rules.decimalPoint', { example: EXAMPLE }) };
  }
  const match = PLAIN.exec(rest) ?? GROUPED.exec(rest);
  if (!match) {
    if (/^[\d,]+(\.\d+)?$/.test(rest)) return { ok: false, rule: codedRule('rules.groupThousands', { example: EXAMPLE }) };
    return { ok: false, rule: AN_AMOUNT() };
  }
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 3) return { ok: false, rule: codedRule('rules.atMostDecimals', { max: 2 }) };
  if (whole.length > maxWholeDigits) return { ok: false, rule: codedRule('rules.lessThan', { limit: groupThousands(`1${'0'.repeat(maxWholeDigits)}`) }) };
  return { ok: true, amount: `${whole}${fraction}`, currency };
}
