import { wording, type Wording } from '../words/wording';
import type { PassengerType } from './shopping';
/**
 * What the mini-rule codes mean. The spec leaves `penaltyType` and `when` open ("not shown");
 * this is the reading real-world integrations and our sandbox use (docs/sandbox.md, "Baggage and
 * mini rules"): penaltyType 0 refund, 1 refund after a no-show, 2 change, 3 change after a
 * no-show; when 0 before departure, 1 after departure. Main (price diffs) and the renderer
 * (rule wording) both read it from here, so a correction from the service is a one-line change.
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

/** Undefined for a code outside the reading above. */
export function penaltyMeaning(penaltyType: number): PenaltyMeaning | undefined {
  return PENALTY_TYPES[penaltyType];
}

/** Undefined when `when` is absent or outside the reading above. */
export function ruleTiming(when: number | null): RuleTiming | undefined {
  return when === null ? undefined : TIMINGS[when];
}

/** "Refund", "Change after no-show", or "Penalty type 7" for a code outside the reading (a wording of the price diff's). */
export function penaltyTopic(penaltyType: number): Wording {
  const meaning = penaltyMeaning(penaltyType);
  if (!meaning) return wording('priceDiff.topic.other', { penaltyType });
  if (meaning.action === 'refund') return wording(meaning.afterNoShow ? 'priceDiff.topic.refundAfterNoShow' : 'priceDiff.topic.refund');
  return wording(meaning.afterNoShow ? 'priceDiff.topic.changeAfterNoShow' : 'priceDiff.topic.change');
}

/** "before departure", "after departure", or what is known. */
export function ruleTimingLabel(when: number | null): Wording {
  const timing = ruleTiming(when);
  if (timing) return wording(timing === 'beforeDeparture' ? 'priceDiff.timing.beforeDeparture' : 'priceDiff.timing.afterDeparture');
  return when === null ? wording('priceDiff.timing.notStated') : wording('priceDiff.timing.other', { when });
}

/** "Adult" / "成人": a passenger type, worded where it is shown. */
export function passengerTypeLabel(type: PassengerType): Wording {
  return wording(`priceDiff.passenger.${type}`);
}
