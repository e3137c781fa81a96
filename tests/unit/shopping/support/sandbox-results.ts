import type { ShoppingResults } from '../../../../electron/contract/domains/shopping';
import { attachmentFiles } from '../../../../electron/sandbox/attachments/attachment-files';
import { shoppingSearchSchema } from '../../../../electron/contract/domains/shopping';
import { normaliseShopping } from '../../../../electron/main/desk/shopping/normalise-shopping';
import { DEMO_PARTNER_ID, OPERATION_PATHS } from '../../../../electron/sandbox';
import { buildRouteNetwork } from '../../../../electron/sandbox/network/route-network';
import { type SandboxContext } from '../../../../electron/sandbox/operations/operation-context';
import { shopping } from '../../../../electron/sandbox/operations/shopping';
import { OrderBook } from '../../../../electron/sandbox/orders/order-book';
import { SandboxClock } from '../../../../electron/sandbox/time/sandbox-clock';

const DAY_MS = 86_400_000;
const beijingDate = (days: number): string => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Results as main builds them from a real sandbox answer (no HTTP): a round trip Beijing ⇄ London
 * for 2 adults, 1 child and 1 infant, with main's shared baggage and rule lists.
 */
export function sandboxRoundTripResults(solutions: number): ShoppingResults {
  const seed = 1;
  const context: SandboxContext = {
    seed,
    network: buildRouteNetwork(seed),
    clock: new SandboxClock(Date.now),
    book: new OrderBook(seed, { nextSequence: 1, credits: {}, airOrders: [], refundOrders: [], ancillaryOrders: [], refundPricings: [] }),
    reimbursementDelayMinutes: 60,
    rules: { requireOrderPricing: false },
    changed: () => undefined,
    attachments: attachmentFiles(null),
  };
  const counts = { adults: 2, children: 1, infants: 1 };
  const legs = [
    { origin: 'BJS', destination: 'LON', departureDate: beijingDate(20), cabinClass: '' },
    { origin: 'LON', destination: 'BJS', departureDate: beijingDate(27), cabinClass: '' },
  ];
  const { envelope } = shopping({ partnerId: DEMO_PARTNER_ID, path: OPERATION_PATHS.shopping, body: { search: { ...counts, solutions, searchAirLegs: legs } } }, context);
  const normalised = normaliseShopping(envelope.data, counts);
  const search = shoppingSearchSchema(() => beijingDate(0)).parse({
    tripType: 'round-trip',
    legs: legs.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
    ...counts,
    solutions,
  });
  return {
    searchId: 'search-1',
    searchedAt: '2026-01-01T00:00:00.000Z',
    search,
    profileId: 'sandbox',
    segments: normalised.segments,
    flights: normalised.flights,
    offers: normalised.offers,
    places: { PEK: { name: 'Capital', city: 'Beijing', country: 'CN' } },
    airlines: { CA: 'Air China' },
    droppedOffers: normalised.droppedOffers,
  };
}
