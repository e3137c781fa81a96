import { describe, expect, it } from 'vitest';
import { offerSegments } from '@/shopping/results/journey-segments';
import { penaltyMeaning, ruleTiming } from '@/shopping/results/mini-rule-codes';
import { describeMiniRules, ruleVerdict, segmentScope } from '@/shopping/results/mini-rule-wording';
import { ruleSections } from '@/shopping/results/rule-sections';
import { handResults, rule, segment } from './fixtures';

describe('mini-rule codes (the sandbox reading)', () => {
  it('reads penalty types and timings', () => {
    expect(penaltyMeaning(0)).toEqual({ action: 'refund', afterNoShow: false });
    expect(penaltyMeaning(3)).toEqual({ action: 'change', afterNoShow: true });
    expect(penaltyMeaning(9)).toBeUndefined();
    expect(ruleTiming(0)).toBe('beforeDeparture');
    expect(ruleTiming(1)).toBe('afterDeparture');
    expect(ruleTiming(null)).toBeUndefined();
  });
});

describe('mini-rule wording', () => {
  it('states each verdict plainly', () => {
    expect(ruleVerdict(rule({ permitted: false, amount: null }))).toBe('not permitted');
    expect(ruleVerdict(rule({ amount: '1200.00' }))).toBe('permitted for CNY 1,200.00');
    expect(ruleVerdict(rule({ amount: '0.00' }))).toBe('permitted free of charge');
    expect(ruleVerdict(rule({ amount: null, percent: '10' }))).toBe('permitted for 10% of the fare');
    expect(ruleVerdict(rule({ amount: null }))).toBe('permitted (fee not stated)');
    expect(ruleVerdict(rule({ permitted: null }))).toBe('unknown');
  });

  it('words a 4-rule group with the no-show definition', () => {
    const results = handResults();
    const group = results.offers[0]!.rules.ADT![0]!;
    expect(describeMiniRules(group.rules)).toEqual([
      'Refund before departure: permitted for CNY 200.00.',
      'Refund after a no-show: permitted for CNY 400.00.',
      'Change before departure: permitted for CNY 100.00.',
      'Change after a no-show: not permitted.',
      'No-show = not checked in 2 hours before departure.',
    ]);
  });

  it('words a 2-rule group (refund and change only)', () => {
    expect(describeMiniRules([rule({ penaltyType: 2, amount: '0.00' }), rule({ penaltyType: 0, amount: '100.00' })])).toEqual([
      'Refund before departure: permitted for CNY 100.00.',
      'Change before departure: permitted free of charge.',
    ]);
  });

  it('shows both rules of the same type in one sentence, before departure first', () => {
    const results = handResults();
    const group = results.offers[2]!.rules.ADT![0]!;
    expect(describeMiniRules(group.rules)).toEqual(['Refund before departure: permitted for CNY 1,000.00; after departure: not permitted.']);
  });

  it('keeps two rules with the same timing and unknown codes visible', () => {
    expect(describeMiniRules([rule({ permitted: false, amount: null }), rule({ amount: '50.00' }), rule({ penaltyType: 7, when: null, permitted: null })])).toEqual([
      'Refund before departure: not permitted; before departure: permitted for CNY 50.00.',
      'Rule type 7: unknown.',
    ]);
  });

  it('uses singular units and keeps unknown units as sent', () => {
    expect(describeMiniRules([rule({ penaltyType: 1, noShowTime: '1', noShowTimeUnit: 'H' })]).at(-1)).toBe('No-show = not checked in 1 hour before departure.');
    expect(describeMiniRules([rule({ penaltyType: 1, noShowTime: '30', noShowTimeUnit: 'M' })]).at(-1)).toBe('No-show = not checked in 30 minutes before departure.');
    expect(describeMiniRules([rule({ penaltyType: 1, noShowTime: '3', noShowTimeUnit: 'X' })]).at(-1)).toBe('No-show = not checked in 3 X before departure.');
  });

  it('names the segments a group covers', () => {
    const segments = [segment(), segment({ from: 'LHR', to: 'PEK' }), segment({ from: 'PEK', to: 'SHA' })];
    expect(segmentScope([1], segments)).toBe('Segment 1 (PEK\u2013LHR)');
    expect(segmentScope([1, 2, 3], segments)).toBe('Segments 1\u20133 (PEK\u2013LHR, LHR\u2013PEK, PEK\u2013SHA)');
    expect(segmentScope([1, 3], segments)).toBe('Segments 1, 3 (PEK\u2013LHR, PEK\u2013SHA)');
  });

  it('shows identical rules of several passenger types once', () => {
    const results = handResults();
    const offer = results.offers[0]!;
    const withChild = { ...offer, rules: { ...offer.rules, CHD: offer.rules.ADT } };
    const sections = ruleSections(withChild, offerSegments(results, withChild));
    expect(sections.map((section) => section.types)).toEqual([['ADT', 'CHD'], ['INF']]);
    expect(sections[1]?.groups[0]?.sentences).toEqual(['Refund before departure: permitted free of charge.', 'Change before departure: permitted free of charge.']);
  });
});
