/**
 * The service's enumerated values in the agent's language (issue 23, finding 15): cabin classes
 * (ECONOMY…), fare types (PRIVATE, PUBLIC), pay gates (Prepay, Alipay, Voucher) and refund forms of
 * payment (Airline voucher…) read through ONE table, `text.serviceValues`, in both languages.
 * A value is looked up in capitals without spaces or punctuation, so the answers' spellings
 * (ECONOMY, Economy, PREMIUM_ECONOMY, PremiumEconomy) meet one entry; a value the table does not
 * know is shown exactly as it came, never dropped or guessed.
 */
import { text } from './index';

type ServiceValueKind = keyof typeof text.serviceValues;

const keyOf = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The words for `value` (trying each kind in order), or the value as sent; '' for none. */
export function serviceValue(kinds: ServiceValueKind | readonly ServiceValueKind[], value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const key = keyOf(value);
  for (const kind of typeof kinds === 'string' ? [kinds] : kinds) {
    const words = (text.serviceValues[kind] as Readonly<Record<string, string>>)[key];
    if (words !== undefined) return words;
  }
  return value;
}
