import { describe, expect, it } from 'vitest';
import { carryOnWording, checkedBaggageIncluded, checkedByJourney, checkedSummary, checkedWording, headlineBaggage } from '@/shopping/results/baggage-wording';
import { offerSegments } from '@/shopping/results/journey-segments';
import { baggageBySegment, baggageTypes } from '@/shopping/results/segment-baggage';
import { baggage, handResults, UNKNOWN_BAGGAGE } from './fixtures';

describe('baggage wording', () => {
  it('states pieces and weight as sent', () => {
    expect(checkedWording(baggage())).toBe('1PC 23KG');
    expect(carryOnWording(baggage({ carryOnSize: '55*40*20CM' }))).toBe('1PC 7KG 55*40*20CM');
    expect(checkedWording(baggage({ checkedPieces: null, checkedWeight: '20KG' }))).toBe('20KG');
  });

  it('says "none" for 0PC and "unknown" for nulls, never the other way round', () => {
    expect(checkedWording(baggage({ checkedPieces: '0PC', checkedWeight: null }))).toBe('none');
    expect(carryOnWording(baggage({ carryOnPieces: '0PC', carryOnWeight: '0KG' }))).toBe('none');
    expect(checkedWording({ segments: [1], ...UNKNOWN_BAGGAGE })).toBe('unknown');
    expect(checkedWording(baggage({ checkedPieces: null, checkedWeight: null }))).toBe('unknown');
    expect(checkedWording(undefined)).toBe('unknown');
  });

  it('summarises a row by its distinct allowances, adults first', () => {
    expect(checkedSummary([baggage(), baggage({ segments: [2] })])).toBe('1PC 23KG');
    expect(checkedSummary([baggage(), { segments: [2], ...UNKNOWN_BAGGAGE }])).toBe('1PC 23KG / unknown');
    expect(checkedSummary(undefined)).toBe('unknown');
    expect(headlineBaggage({ INF: [baggage({ checkedWeight: '10KG' })], ADT: [baggage()] })?.[0]?.checkedWeight).toBe('23KG');
  });

  it('gives each journey line its own allowance (issue 23: "1PC 23KG / none" on one cut cell)', () => {
    // Round trip, one segment each way: out with a bag, back with none.
    const roundTrip = [baggage({ segments: [1] }), baggage({ segments: [2], checkedPieces: '0PC', checkedWeight: null })];
    expect(checkedByJourney(roundTrip, [1, 1])).toEqual(['1PC 23KG', 'none']);
    // Two segments out (one allowance for both), one back that the service left unknown.
    expect(checkedByJourney([baggage({ segments: [1, 2] }), { segments: [3], ...UNKNOWN_BAGGAGE }], [2, 1])).toEqual(['1PC 23KG', 'unknown']);
    // A journey whose segments differ lists each once; a segment no allowance names is unknown.
    expect(checkedByJourney([baggage({ segments: [1] }), baggage({ segments: [2], checkedWeight: '20KG' })], [3])).toEqual(['1PC 23KG / 1PC 20KG / unknown']);
    // The same both ways: once, on the first line.
    expect(checkedByJourney([baggage({ segments: [1, 2] })], [1, 1])).toEqual(['1PC 23KG']);
    // No segments named at all: the row's summary, once.
    expect(checkedByJourney([baggage({ segments: [] })], [1, 1])).toEqual(['1PC 23KG']);
    expect(checkedByJourney(undefined, [1, 1])).toEqual(['unknown']);
  });

  it('counts baggage as included only when every allowance is known and more than none', () => {
    expect(checkedBaggageIncluded([baggage()])).toBe(true);
    expect(checkedBaggageIncluded([baggage(), baggage({ checkedPieces: '0PC', checkedWeight: null })])).toBe(false);
    expect(checkedBaggageIncluded([{ segments: [1], ...UNKNOWN_BAGGAGE }])).toBe(false);
    expect(checkedBaggageIncluded(undefined)).toBe(false);
  });

  it('lists baggage per segment and passenger type for the detail', () => {
    const results = handResults();
    const offer = results.offers[0]!;
    expect(baggageTypes(offer)).toEqual(['ADT', 'INF']);
    const rows = baggageBySegment(offer, offerSegments(results, offer));
    expect(rows).toEqual([
      { position: 1, route: 'PEK\u2013LHR', perType: [{ type: 'ADT', checked: '1PC 23KG', carryOn: '1PC 7KG' }, { type: 'INF', checked: '1PC 10KG', carryOn: 'none' }] },
      { position: 2, route: 'LHR\u2013PEK', perType: [{ type: 'ADT', checked: '1PC 23KG', carryOn: '1PC 7KG' }, { type: 'INF', checked: '1PC 10KG', carryOn: 'none' }] },
    ]);
  });
});
