import { activeLanguage } from '../format/active-language';
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

/** "Refund", "Change after no-show", or "Penalty type 7" for a code outside the reading. */
export function penaltyTopic(penaltyType: number): string {
  const meaning = penaltyMeaning(penaltyType);
  const zh = activeLanguage() === 'zh-CN';
  if (!meaning) return zh ? `罚则类型 ${penaltyType}` : `Penalty type ${penaltyType}`;
  if (zh) return `${meaning.afterNoShow ? '误机后' : ''}${meaning.action === 'refund' ? '退票' : '改签'}`;
  const action = meaning.action === 'refund' ? 'Refund' : 'Change';
  return meaning.afterNoShow ? `${action} after no-show` : action;
}

/** "before departure", "after departure", or what is known. */
export function ruleTimingLabel(when: number | null): string {
  const timing = ruleTiming(when);
  if (activeLanguage() === 'zh-CN') {
    if (timing) return timing === 'beforeDeparture' ? '起飞前' : '起飞后';
    return when === null ? '时间未说明' : `时间 ${when}`;
  }
  if (timing) return timing === 'beforeDeparture' ? 'before departure' : 'after departure';
  return when === null ? 'timing not stated' : `timing ${when}`;
}

export const PASSENGER_TYPE_LABELS = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' } as const;
const PASSENGER_TYPE_LABELS_ZH = { ADT: '成人', CHD: '儿童', INF: '婴儿' } as const;

/** "Adult" / "成人": a passenger type in the desk's language. */
export function passengerTypeLabel(type: keyof typeof PASSENGER_TYPE_LABELS): string {
  return (activeLanguage() === 'zh-CN' ? PASSENGER_TYPE_LABELS_ZH : PASSENGER_TYPE_LABELS)[type];
}
