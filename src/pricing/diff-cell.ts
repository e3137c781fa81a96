import type { DiffRow } from '@contract/domains/pricing';
import type { Worded } from '@contract/words';
import { formatMoney, groupThousands } from '../shopping/results/money-format';
import { ruleVerdict } from '../shopping/results/mini-rule-wording';
import { text } from '../ui-text';
import { serviceValue } from '../ui-text/service-values';

/**
 * One side of a comparison row as the agent reads it: money grouped by thousands; refund and
 * change rules in the detail pane's own words, with the amounts shopping stated ("permitted for
 * CNY 200.00") and what pricing states ("permitted (fee not stated)").
 */
export function diffCellText(row: Worded<DiffRow>, side: 'shopped' | 'priced'): string {
  const rules = row.rules?.[side];
  if (row.section === 'rules' && rules) {
    if (rules.length === 0) return text.pricing.notStated;
    return [...new Set(rules.map(ruleVerdict))].join(' / ');
  }
  const value = row[side];
  if (value === null) return text.pricing.notStated;
  if (row.section === 'price') return groupThousands(value);
  // A cabin (ECONOMY…) in the agent's language; booking codes and seat counts match no cabin and stay as sent.
  return row.section === 'booking' ? serviceValue('cabinClass', value) : value;
}

/**
 * The change column: "up CNY 678.00", "down CNY 120.00", "changed", "" when the same. The word
 * says the direction, so the amount is unsigned, written as every amount of the desk is (currency
 * first, thousands grouped).
 */
export function diffChangeText(row: Pick<DiffRow, 'change' | 'delta'>, currency: string): string {
  if (row.change === 'same') return '';
  const word = text.pricing.changes[row.change];
  if (!row.delta) return word;
  return `${word} ${formatMoney(row.delta.replace(/^[-+]/, ''), currency)}`;
}
