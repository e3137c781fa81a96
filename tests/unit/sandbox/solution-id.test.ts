import { describe, expect, it } from 'vitest';
import { buildRouteNetwork } from '../../../electron/sandbox/network/route-network';
import { airportsForSearchCode } from '../../../electron/sandbox/data/airports';
import { findOffers } from '../../../electron/sandbox/offers/shopping-search';
import { decodeSolutionId, encodeSolutionId } from '../../../electron/sandbox/offers/solution-id';
import { applyPricingOutcome, movedOffer, pricingOutcomeKind } from '../../../electron/sandbox/offers/pricing-outcome';
import { PRODUCTS } from '../../../electron/sandbox/fares/products';
import { parseIsoDate } from '../../../electron/sandbox/time/calendar';
import { quoteOffer } from '../../../electron/sandbox/fares/fare-quote';

const network = buildRouteNetwork(1);
const offers = findOffers(1, network, {
  legs: [
    { origins: airportsForSearchCode('PEK'), destinations: airportsForSearchCode('CDG'), date: parseIsoDate('2030-05-10')!, cabin: null, airlines: null },
    { origins: airportsForSearchCode('CDG'), destinations: airportsForSearchCode('PEK'), date: parseIsoDate('2030-05-20')!, cabin: null, airlines: null },
  ],
  passengers: { adults: 2, children: 1, infants: 0 },
  nonstopOnly: false,
  products: PRODUCTS,
  maxSolutions: 300,
  now: Date.UTC(2030, 3, 1),
});

describe('the solutionId', () => {
  it('carries the whole offer: decoding gives back flights, codes, product, passengers and shopping time', () => {
    const offer = offers[0]!;
    const decoded = decodeSolutionId(1, network, encodeSolutionId(1, offer, 'S'));
    expect(decoded?.origin).toBe('S');
    expect(decoded?.offer.product).toBe(offer.product);
    expect(decoded?.offer.passengers).toEqual(offer.passengers);
    expect(decoded?.offer.shoppedAt).toBe(offer.shoppedAt);
    expect(decoded?.offer.journeys.map((j) => j.map((c) => `${c.dated.flight.airline}${c.dated.flight.flightNum}/${c.booking.code}@${c.dated.departureInstant}`))).toEqual(
      offer.journeys.map((j) => j.map((c) => `${c.dated.flight.airline}${c.dated.flight.flightNum}/${c.booking.code}@${c.dated.departureInstant}`)),
    );
    expect(quoteOffer(1, decoded!.offer)).toEqual(quoteOffer(1, offer));
  });

  it('is standard Base64, opaque, and refuses alterations and other seeds', () => {
    const id = encodeSolutionId(1, offers[0]!, 'S');
    expect(id).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(id).not.toMatch(/PEK|CDG/);
    const altered = `${id.slice(0, 20)}${id[20] === 'A' ? 'B' : 'A'}${id.slice(21)}`;
    expect(decodeSolutionId(1, network, altered)).toBeNull();
    expect(decodeSolutionId(2, buildRouteNetwork(2), id)).toBeNull();
    expect(decodeSolutionId(1, network, '')).toBeNull();
    expect(decodeSolutionId(1, network, 'bm90IGFuIGlk')).toBeNull();
  });

  it('the pricing outcome is seeded per offer: about 20 % change, always the same way', () => {
    const kinds = offers.map((offer) => pricingOutcomeKind(1, offer, 'S'));
    const changed = kinds.filter((kind) => kind !== 'unchanged').length / kinds.length;
    expect(changed).toBeGreaterThan(0.12);
    expect(changed).toBeLessThan(0.3);
    expect(offers.map((offer) => pricingOutcomeKind(1, offer, 'S'))).toEqual(kinds);
    expect(offers.every((offer) => pricingOutcomeKind(1, offer, 'P') === 'unchanged')).toBe(true);
  });

  it('a price change survives the re-issued (P) id, so an order costs what pricing said', () => {
    const index = offers.findIndex((offer) => pricingOutcomeKind(1, offer, 'S') === 'price-up');
    const priced = applyPricingOutcome(1, offers[index]!, 'S').offer;
    expect(priced.fareAdjustmentPerMille).toBeGreaterThan(0);
    const decoded = decodeSolutionId(1, network, encodeSolutionId(1, priced, 'P'));
    expect(decoded?.offer.fareAdjustmentPerMille).toBe(priced.fareAdjustmentPerMille);
    expect(quoteOffer(1, decoded!.offer).adtFare).toBeGreaterThan(quoteOffer(1, offers[index]!).adtFare);
  });

  it('an id re-issued by pricing carries the pricing time to the minute (PreciseBooking counts 30 minutes from it); a shopped one none', () => {
    const pricedAt = Date.UTC(2030, 3, 2, 9, 41, 37);
    const decoded = decodeSolutionId(1, network, encodeSolutionId(1, { ...offers[0]!, pricedAt }, 'P'));
    expect(decoded?.offer.pricedAt).toBe(Date.UTC(2030, 3, 2, 9, 41));
    expect(decodeSolutionId(1, network, encodeSolutionId(1, offers[0]!, 'S'))?.offer.pricedAt).toBeUndefined();
  });

  it('a market move is relative to the price the offer already has (OrderPricing moves a priced order again)', () => {
    const offer = offers[0]!;
    const once = movedOffer(1, offer, 'price-up').offer;
    const twice = movedOffer(1, once, 'price-up').offer;
    expect(once.fareAdjustmentPerMille).toBeGreaterThanOrEqual(20);
    expect(twice.fareAdjustmentPerMille).toBeGreaterThan(once.fareAdjustmentPerMille);
    expect(movedOffer(1, once, 'price-down').offer.fareAdjustmentPerMille).toBeLessThan(once.fareAdjustmentPerMille);
  });
});
