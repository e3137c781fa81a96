import type { DiffRow } from '@contract/domains/pricing';
import { groupThousands } from '../shopping/results/money-format';
import { ruleVerdict } from '../shopping/results/mini-rule-wording';
import { text } from '../ui-text';

/**
 * One side of a comparison row as the agent reads it: money grouped by thousands; refund and
 * change rules in the detail pane's own words, with the amounts shopping stated ("permitted for
 * CNY 200.00") and what pricing states ("permitted (fee not stated)").
 */
export function diffCellText(row: DiffRow, side: 'shopped' | 'priced'): string {
  const rules = row.rules?.[side];
  if (row.section === 'rules' && rules) {
    if (rules.length === 0) return text.pricing.notStated;
    return [...new Set(rules.map(ruleVerdict))].join(' / ');
  }
  const value = row[side];
  if (value === null) return text.pricing.notStated;
  return row.section === 'price' ? groupThousands(value) : value;
}
