/**
 * What the mini-rule codes mean. The specification leaves `penaltyType` and `when` open; this is
 * our sandbox's documented reading (docs/sandbox.md, "Baggage and mini rules"), kept in this one
 * place so a correction from the service is a one-line change:
 *   penaltyType 0 = refund, 1 = refund after a no-show, 2 = change, 3 = change after a no-show;
 *   when 0 = before departure, 1 = after departure.
 */

export type RuleAction = 'refund' | 'change';

export interface PenaltyMeaning {
  action: RuleAction;
  afterNoShow: boolean;
}

const PENALTY_TYPES: Readonly<Record<number, PenaltyMeaning>> = {
  0: { action: 'refund', afterNoShow: false },
  1: { action: 'refund', afterNoShow: true },
  2: { action: 'change', afterNoShow: false },
  3: { action: 'change', afterNoShow: true },
};

export type RuleTiming = 'beforeDeparture' | 'afterDeparture';

const TIMINGS: Readonly<Record<number, RuleTiming>> = {
  0: 'beforeDeparture',
  1: 'afterDeparture',
};

/** Undefined for a code outside the reading above (shown as "rule type N"). */
export function penaltyMeaning(penaltyType: number): PenaltyMeaning | undefined {
  return PENALTY_TYPES[penaltyType];
}

/** Undefined when `when` is absent or outside the reading above. */
export function ruleTiming(when: number | null): RuleTiming | undefined {
  return when === null ? undefined : TIMINGS[when];
}

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
