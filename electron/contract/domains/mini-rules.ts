/**
 * What the mini-rule codes mean. The spec leaves `penaltyType` and `when` open ("not shown");
 * this is the reading the real-world integrations and our sandbox use: penaltyType 0 refund,
 * 1 refund after a no-show, 2 change, 3 change after a no-show; when 0 before departure,
 * 1 after departure. Kept in one place so main and the renderer word them the same way.
 */
export const PENALTY_TOPICS: Readonly<Record<number, string>> = {
  0: 'Refund',
  1: 'Refund after no-show',
  2: 'Change',
  3: 'Change after no-show',
};

export const RULE_TIMINGS: Readonly<Record<number, string>> = {
  0: 'before departure',
  1: 'after departure',
};

export function penaltyTopic(penaltyType: number): string {
  return PENALTY_TOPICS[penaltyType] ?? `Penalty type ${penaltyType}`;
}

export function ruleTiming(when: number | null): string {
  if (when === null) return 'timing not stated';
  return RULE_TIMINGS[when] ?? `timing ${when}`;
}

export const PASSENGER_TYPE_LABELS = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' } as const;
