/**
 * The mini-rule codes, as the contract reads them (electron/contract/domains/mini-rules.ts: one
 * reading for main and the renderer), plus how no-show times are spelled.
 */
export { penaltyMeaning, ruleTiming, type PenaltyMeaning, type RuleAction, type RuleTiming } from '@contract/domains/mini-rules';

/** Units of noShowTimeUnit as the service spells them. */
export type NoShowUnit = 'minutes' | 'hours' | 'days';

export function noShowUnit(unit: string | null): NoShowUnit | undefined {
  switch (unit?.trim().toUpperCase()) {
    case 'M': case 'MIN': return 'minutes';
    case 'H': case 'HR': case 'HOUR': return 'hours';
    case 'D': case 'DAY': return 'days';
    default: return undefined;
  }
}
