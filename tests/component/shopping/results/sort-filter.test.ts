import { describe, expect, it } from 'vitest';
import { airlineChoices } from '@/shopping/results/airline-choices';
import { defaultFilters, filterRowIds, filtersActive, type ResultFilters } from '@/shopping/results/result-filters';
import { groupOffersIntoRows } from '@/shopping/results/result-rows';
import { sortRowIds, type SortOrder } from '@/shopping/results/result-sort';
import { computeRowKeys } from '@/shopping/results/row-keys';
import { handResults, syntheticResults } from './fixtures';

/**
 * Rows of the hand fixture:
 *  0 CA non-stop both ways       9000.00  20h 00m  dep 14:00 arr 18:30  0 stops  1PC
 *  1 CA/LH via FRA, BA back      7000.50  22h 45m  dep 10:00 arr 16:50  1 stop   0PC
 *  2 EK via DXB+MXP, BA back     not quoted (ADT 5000)  35h 05m  dep 00:05 arr 15:10  2 stops  unknown
 *  3 CA out, BA back (VI)        8500.00  20h 30m  dep 14:00 arr 18:30  0 stops  not sent
 */
function setup() {
  const results = handResults();
  const rows = groupOffersIntoRows(results);
  const keys = computeRowKeys(results, rows);
  const all = () => rows.map((row) => row.id);
  const sorted = (order: SortOrder) => sortRowIds(all(), keys, order);
  const filtered = (patch: Partial<ResultFilters>) => filterRowIds(keys, { ...defaultFilters(), ...patch });
  return { results, rows, keys, sorted, filtered };
}

describe('precomputed row keys', () => {
  it('holds numbers for every sort and filter, unknowns as +Infinity', () => {
    const { keys } = setup();
    expect([...keys.total]).toEqual([9000, 7000.5, Number.POSITIVE_INFINITY, 8500]);
    expect([...keys.duration]).toEqual([1200, 1365, 2105, 1230]);
    expect([...keys.maxStops]).toEqual([0, 1, 2, 0]);
    expect([...keys.departureMinute]).toEqual([840, 600, 5, 840]);
    expect([...keys.arrivalMinute]).toEqual([1110, 1010, 910, 1110]);
    expect([...keys.baggageIncluded]).toEqual([1, 0, 0, 0]);
    expect(keys.carriers).toEqual([['CA'], ['CA', 'LH', 'BA'], ['EK', 'BA'], ['CA', 'BA']]);
  });
});

describe('sorting', () => {
  it('sorts by total with not-quoted totals last', () => {
    expect(setup().sorted('price')).toEqual([1, 3, 0, 2]);
  });

  it('breaks price ties on the per-adult price', () => {
    const results = handResults();
    const [first, , , , fifth] = results.offers;
    fifth!.price = { ...fifth!.price, total: null, perAdult: '4000.00' };
    first!.price = { ...first!.price, total: null, perAdult: '9999.00' };
    const rows = groupOffersIntoRows(results);
    // Row 0 shows offer 1 once offer 0 is not quoted (the cheapest quoted option leads).
    expect(rows[0]?.cheapest.index).toBe(1);
    const keys = computeRowKeys(results, rows);
    // Rows 3 (ADT 4000) and 2 (ADT 5000) are both not quoted: last, by per-adult price.
    expect(sortRowIds(rows.map((row) => row.id), keys, 'price')).toEqual([1, 0, 3, 2]);
  });

  it('sorts by duration, departure and arrival (first journey, local), ties by price', () => {
    const { sorted } = setup();
    expect(sorted('duration')).toEqual([0, 3, 1, 2]);
    expect(sorted('departure')).toEqual([2, 1, 3, 0]);
    expect(sorted('arrival')).toEqual([2, 1, 3, 0]);
  });
});

describe('filtering', () => {
  it('passes everything with the default filters', () => {
    expect(setup().filtered({})).toEqual([0, 1, 2, 3]);
    expect(filtersActive(defaultFilters())).toBe(false);
  });

  it('filters by stops on the journey with most stops', () => {
    const { filtered } = setup();
    expect(filtered({ stops: [0] })).toEqual([0, 3]);
    expect(filtered({ stops: [1] })).toEqual([1]);
    expect(filtered({ stops: [2] })).toEqual([2]);
    expect(filtered({ stops: [0, 2] })).toEqual([0, 2, 3]);
  });

  it('filters by airline: rows flying any chosen carrier on any segment', () => {
    const { filtered } = setup();
    expect(filtered({ airlines: ['CA'] })).toEqual([0, 1, 3]);
    expect(filtered({ airlines: ['LH'] })).toEqual([1]);
    expect(filtered({ airlines: ['EK', 'LH'] })).toEqual([1, 2]);
    expect(filtered({ airlines: ['CA', 'BA'] })).toEqual([0, 1, 2, 3]);
  });

  it("keeps exactly the rows an airline's count announces (walkthrough: BA (20) showed 1)", () => {
    const { keys, results, filtered } = setup();
    for (const choice of airlineChoices(keys, results.airlines)) {
      expect(filtered({ airlines: [choice.code] }), choice.code).toHaveLength(choice.rows);
    }
  });

  it('filters by local departure and arrival hours of the first journey', () => {
    const { filtered } = setup();
    expect(filtered({ departure: { from: 6, to: 12 } })).toEqual([1]);
    expect(filtered({ departure: { from: 0, to: 6 } })).toEqual([2]);
    expect(filtered({ departure: { from: 14, to: 15 } })).toEqual([0, 3]);
    expect(filtered({ departure: { from: 0, to: 14 } })).toEqual([1, 2]);
    expect(filtered({ arrival: { from: 15, to: 17 } })).toEqual([1, 2]);
    expect(filtersActive({ ...defaultFilters(), arrival: { from: 15, to: 17 } })).toBe(true);
  });

  it('filters on checked baggage known and included', () => {
    expect(setup().filtered({ baggageIncluded: true })).toEqual([0]);
  });

  it('filters on the maximum total; an unquoted total is judged on its quoted part', () => {
    const { filtered } = setup();
    expect(filtered({ maxPrice: 8000 })).toEqual([1, 2]);
    expect(filtered({ maxPrice: 9000 })).toEqual([0, 1, 2, 3]);
    expect(filtered({ maxPrice: 4000 })).toEqual([]);
  });

  it('combines filters', () => {
    expect(setup().filtered({ stops: [0], airlines: ['BA'], maxPrice: 8600 })).toEqual([3]);
  });

  it('offers every marketing carrier with its row count', () => {
    const { keys, results } = setup();
    expect(airlineChoices(keys, results.airlines)).toEqual([
      { code: 'BA', name: 'British Airways', rows: 3 },
      { code: 'CA', name: 'Air China', rows: 3 },
      { code: 'EK', name: 'Emirates', rows: 1 },
      { code: 'LH', name: 'Lufthansa', rows: 1 },
    ]);
  });
});

describe('thousands of offers (sanity, not a benchmark)', () => {
  it('groups, keys, filters and sorts 6,000 offers consistently', () => {
    const results = syntheticResults(6000);
    const started = performance.now();
    const rows = groupOffersIntoRows(results);
    const keys = computeRowKeys(results, rows);
    const ids = sortRowIds(filterRowIds(keys, { ...defaultFilters(), stops: [0, 1] }), keys, 'price');
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(2000);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id, i) => i === 0 || keys.total[ids[i - 1]!]! <= keys.total[id]!)).toBe(true);
    // Not asserted: benchmarks measure speed in Chromium. Logged to spot gross regressions.
    console.info(`6,000 offers → 2,000 rows grouped, keyed, filtered and sorted in ${elapsed.toFixed(1)} ms`);
  });
});
