/**
 * Mini rules (refund and change conditions) in plain language, one sentence per kind of rule:
 * "Refund before departure: permitted for CNY 200.00; after departure: not permitted."
 * Groups hold 2 or 4 rules and may hold two rules of the same type; every rule sent is shown.
 */
import type { CompactSegment, MiniRule, MiniRuleGroup } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { formatMoney, isZeroAmount } from './money-format';
import { noShowUnit, penaltyMeaning, ruleTiming } from './mini-rule-codes';

/** "permitted for CNY 200.00", "not permitted", "unknown"… */
export function ruleVerdict(rule: MiniRule): string {
  const t = text.results.rules;
  if (rule.permitted === null) return t.unknown;
  if (!rule.permitted) return t.notPermitted;
  if (rule.amount !== null) {
    return isZeroAmount(rule.amount) ? t.permittedFree : format(t.permittedFor, { amount: formatMoney(rule.amount, rule.currency) });
  }
  if (rule.percent !== null) return format(t.permittedPercent, { percent: rule.percent });
  return t.permittedFeeNotStated;
}

/** "Refund", "Change after a no-show", "Rule type 7". */
export function ruleSubject(penaltyType: number): string {
  const t = text.results.rules;
  const meaning = penaltyMeaning(penaltyType);
  if (!meaning) return format(t.unknownType, { type: penaltyType });
  if (meaning.action === 'refund') return meaning.afterNoShow ? t.refundAfterNoShow : t.refund;
  return meaning.afterNoShow ? t.changeAfterNoShow : t.change;
}

function timingWording(when: number | null): string | null {
  const timing = ruleTiming(when);
  if (timing) return text.results.rules[timing];
  return when === null ? null : format(text.results.rules.unknownWhen, { when });
}

/** Before departure first, then after, then anything unstated. */
function timingOrder(when: number | null): number {
  return when === null ? Number.MAX_SAFE_INTEGER : when;
}

/** "2 hours", "30 minutes", "1 day"; the raw value when the unit is not one we know. */
function noShowPeriod(time: string, unit: string | null): string {
  const units = noShowUnit(unit);
  if (!units) return `${time} ${unit ?? ''}`.trim();
  const one = Number(time) === 1;
  return format(text.results.rules.units[units][one ? 'one' : 'many'], { count: time });
}

/**
 * One sentence per penalty type, in type order (refund, refund after no-show, change, change
 * after no-show), then the no-show definition when the service gave one.
 */
export function describeMiniRules(rules: readonly MiniRule[]): string[] {
  const byType = new Map<number, MiniRule[]>();
  for (const rule of rules) {
    const list = byType.get(rule.penaltyType);
    if (list) list.push(rule);
    else byType.set(rule.penaltyType, [rule]);
  }
  const sentences: string[] = [];
  for (const type of [...byType.keys()].sort((a, b) => a - b)) {
    const inTimeOrder = [...(byType.get(type) ?? [])].sort((a, b) => timingOrder(a.when) - timingOrder(b.when));
    // A no-show already happens at departure: "after a no-show before departure" only confuses,
    // so its timing is said only when the service distinguishes two timings.
    const sayTiming = !penaltyMeaning(type)?.afterNoShow || new Set(inTimeOrder.map((rule) => rule.when)).size > 1;
    const parts = inTimeOrder.map((rule, position) => {
      const timing = sayTiming ? timingWording(rule.when) : null;
      const verdict = ruleVerdict(rule);
      if (position === 0) return `${ruleSubject(type)}${timing ? ` ${timing}` : ''}: ${verdict}`;
      return timing ? `${timing}: ${verdict}` : verdict;
    });
    sentences.push(`${parts.join('; ')}.`);
  }
  const noShow = rules.find((rule) => rule.noShowTime !== null && rule.noShowTime.trim() !== '');
  if (noShow?.noShowTime) sentences.push(format(text.results.rules.noShowMeans, { period: noShowPeriod(noShow.noShowTime.trim(), noShow.noShowTimeUnit) }));
  return sentences;
}

/** "Segments 1–2 (PEK–FRA, FRA–LHR)"; positions are 1-based across the offer. */
export function ruleGroupScope(group: Pick<MiniRuleGroup, 'segments'>, segments: readonly CompactSegment[]): string {
  return segmentScope(group.segments, segments);
}

export function segmentScope(positions: readonly number[], segments: readonly CompactSegment[]): string {
  const t = text.results.rules;
  if (positions.length === 0) return t.allSegments;
  const routes = positions.map((position) => {
    const segment = segments[position - 1];
    return segment ? `${segment.from}\u2013${segment.to}` : `#${position}`;
  });
  const numbers = positions.length === 1 ? String(positions[0]) : compactRange(positions);
  return format(positions.length === 1 ? t.segmentOne : t.segmentMany, { numbers, routes: routes.join(', ') });
}

/** [1,2,3] → "1–3"; [1,3] → "1, 3". */
function compactRange(positions: readonly number[]): string {
  const sorted = [...positions].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  return last - first === sorted.length - 1 ? `${first}\u2013${last}` : sorted.join(', ');
}
