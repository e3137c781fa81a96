import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingResults } from '../../../electron/contract/domains/shopping';
import { decodeShoppingResults, encodeShoppingResults, isShoppingResultsWire, SHOPPING_WIRE_FORMAT, type ShoppingResultsWire } from '../../../electron/contract/domains/shopping-wire';
import { sandboxRoundTripResults } from './support/sandbox-results';

/** What a transport does to a value: the browser-mode host sends JSON; IPC clones the same data. */
const overTheWire = (wire: ShoppingResultsWire): ShoppingResultsWire => JSON.parse(JSON.stringify(wire)) as ShoppingResultsWire;

describe('shopping results on the wire', () => {
  let results: ShoppingResults;

  beforeAll(() => {
    results = sandboxRoundTripResults(300);
  });

  it('comes back exactly as main built it, after a trip through JSON', () => {
    expect(results.offers.length).toBeGreaterThan(100);
    const decoded = decodeShoppingResults(overTheWire(encodeShoppingResults(results)));
    expect(decoded).toEqual(results);
  });

  it('sends each shared baggage and rule list once, and the renderer gets the sharing back', () => {
    const wire = encodeShoppingResults(results);
    const distinctBaggage = new Set(results.offers.flatMap((offer) => Object.values(offer.baggage)));
    const distinctRules = new Set(results.offers.flatMap((offer) => Object.values(offer.rules)));
    expect(wire.baggageLists).toHaveLength(distinctBaggage.size);
    expect(wire.ruleLists).toHaveLength(distinctRules.size);
    expect(distinctRules.size).toBeLessThan(results.offers.length / 4);

    const decoded = decodeShoppingResults(overTheWire(wire));
    const decodedRules = new Set(decoded.offers.flatMap((offer) => Object.values(offer.rules)));
    expect(decodedRules.size).toBe(distinctRules.size);
  });

  it('is far smaller than the plain results as JSON', () => {
    const plain = JSON.stringify(results).length;
    const wire = JSON.stringify(encodeShoppingResults(results)).length;
    expect(wire).toBeLessThan(plain * 0.25);
  });

  it('keeps passenger types without baggage or rules listed, and prices not quoted', () => {
    const first = results.offers[0]!;
    const price = { ...first.price, perPassenger: { ADT: first.price.perPassenger.ADT!, CHD: null }, total: null };
    const sparse: ShoppingResults = { ...results, offers: [{ ...first, price, baggage: {}, rules: { ADT: first.rules.ADT! } }] };
    expect(decodeShoppingResults(overTheWire(encodeShoppingResults(sparse)))).toEqual(sparse);
  });

  it('names a table position that is missing instead of building a half offer', () => {
    const wire = overTheWire(encodeShoppingResults(results));
    wire.offers[0]!.rules.ADT = wire.ruleLists.length + 5;
    expect(() => decodeShoppingResults(wire)).toThrow(/rules list \d+ is not in the table/);
  });

  it('tells its own form from results stored before it existed', () => {
    expect(isShoppingResultsWire(encodeShoppingResults(results))).toBe(true);
    expect(isShoppingResultsWire(results)).toBe(false);
    expect(isShoppingResultsWire({ format: `${SHOPPING_WIRE_FORMAT}x` })).toBe(false);
    expect(isShoppingResultsWire(null)).toBe(false);
  });
});
