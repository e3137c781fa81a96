/**
 * The seeded order book: one or more orders in every state the desk must handle, built from real
 * offers of the seeded network on dates relative to the day the book was seeded. Each record says
 * in `purpose` what it is there to show; docs/sandbox.md lists them with the default seed's
 * order numbers. The same seed yields the same orders, passengers and numbers.
 */
import { airportsForSearchCode } from '../data/airports';
import { type Cabin } from '../fares/cabins';
import { type Product } from '../fares/products';
import { type Cents } from '../money/cents';
import { findOffers } from '../offers/shopping-search';
import { type Offer } from '../offers/offer';
import { encodeSolutionId } from '../offers/solution-id';
import { type RouteNetwork } from '../network/route-network';
import { addDays, startOfDay } from '../time/calendar';
import { beijingDateTime, beijingWallClock } from '../time/wire-time';
import { newAirOrder } from './order-from-offer';
import { OrderBook } from './order-book';
import { type OrderBookState } from './order-book-state';
import { type AirOrder, type AncillaryOrder, type PassengerType, type RefundItem, type RefundOrder } from './order-model';
import { paySerialNumber } from './order-numbers';
import { demoPassengers } from './passenger-names';
import { refundAmounts } from './refund-amounts';

/** The demo partner's credit after the seeded payments: 200,000.00 CNY. */
export const SEED_CREDIT: Cents = 20_000_000;

/** Refund pricing ids the sandbox knows (RefundRequest `refundPricingId`). */
export const REFUND_PRICING_IDS = {
  /** Valid for the issued round trip (all passengers, all segments). */
  issuedRoundTrip: 'RP2024000001',
  /** Valid for the change order (its passenger and segment). */
  changeOrder: 'RP2024000002',
  /** Expired: answers B149. */
  expired: 'RP2024000099',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface TripSpec {
  from: string;
  to: string;
  /** Days after the seeding day; two values make a round trip. */
  days: readonly number[];
  passengers: readonly PassengerType[];
  cabin: Cabin;
  product: Product;
}

export function seedOrderBook(seed: number, network: RouteNetwork, seededAt: number, partnerId: string, otherPartners: readonly string[]): OrderBookState {
  const state: OrderBookState = { nextSequence: 1, credits: {}, airOrders: [], refundOrders: [], ancillaryOrders: [], refundPricings: [] };
  const book = new OrderBook(seed, state);
  const today = startOfDay(beijingWallClock(seededAt));

  /**
   * The first offer for the trip, falling back to later days and then to other cabins and
   * products, so every seed yields a complete book even where its network is thin.
   */
  const offerFor = (trip: TripSpec): Offer => {
    const counts = {
      adults: trip.passengers.filter((t) => t === 'ADT').length,
      children: trip.passengers.filter((t) => t === 'CHD').length,
      infants: trip.passengers.filter((t) => t === 'INF').length,
    };
    const cabins = [...new Set<Cabin>([trip.cabin, 'BUSINESS', 'ECONOMY'])];
    const products = [...new Set<Product>([trip.product, 'FLEX', 'STANDARD', 'SAVER'])];
    for (const cabin of cabins) {
      for (const product of products) {
        for (let shift = 0; shift < 7; shift += 1) {
          const legs = trip.days.map((day, index) => ({
            origins: airportsForSearchCode(index === 0 ? trip.from : trip.to),
            destinations: airportsForSearchCode(index === 0 ? trip.to : trip.from),
            date: addDays(today, day + shift),
            cabin,
            airlines: null,
          }));
          const offers = findOffers(seed, network, { legs, passengers: counts, nonstopOnly: false, products: [product], maxSolutions: 20, now: seededAt });
          const offer = offers.find((candidate) => candidate.ticketing !== 'virtual-interline') ?? offers[0];
          if (offer) return offer;
        }
      }
    }
    throw new Error(`the seeded network has no offer ${trip.from}-${trip.to}`);
  };

  const order = (trip: TripSpec, purpose: string, options: { isTest?: boolean; createdDaysAgo?: number } = {}): AirOrder => {
    const offer = offerFor(trip);
    const orderNum = book.nextOrderNumber();
    const passengers = demoPassengers(seed, orderNum, trip.passengers, today);
    const lead = passengers[0];
    const created = newAirOrder({
      seed,
      orderNum,
      partnerId,
      offer,
      passengers,
      createdAt: seededAt - (options.createdDaysAgo ?? 1) * DAY,
      isTest: options.isTest ?? true,
      contact: { name: `${lead?.lastName ?? 'ZHANG'}/${lead?.firstName ?? 'WEI'}`, email: 'agent@example.com', telNum: '13800138000' },
      solutionId: encodeSolutionId(seed, offer, 'P'),
      purpose,
      lastTktTime: seededAt + 7 * DAY,
    });
    state.airOrders.push(created);
    return created;
  };
  // Seeded payments happened before the seeding: the credit is set to SEED_CREDIT at the end.
  const paid = (target: AirOrder): AirOrder => {
    book.pay(target, target.createdAt + HOUR);
    return target;
  };
  const issued = (target: AirOrder): AirOrder => {
    book.issue(paid(target));
    return target;
  };

  order({ from: 'PEK', to: 'SHA', days: [14], passengers: ['ADT'], cabin: 'ECONOMY', product: 'SAVER' }, 'To be paid: ticketing succeeds');
  order(
    { from: 'PVG', to: 'NRT', days: [21, 28], passengers: ['ADT', 'ADT', 'CHD', 'INF'], cabin: 'ECONOMY', product: 'STANDARD' },
    'To be paid: family round trip (2 adults, a child, an infant)',
  );
  order(
    { from: 'PEK', to: 'JFK', days: [30, 40], passengers: Array<PassengerType>(9).fill('ADT'), cabin: 'FIRST', product: 'FLEX' },
    'To be paid: costs more than the partner credit, ticketing answers B022',
  );
  paid(order({ from: 'CAN', to: 'SIN', days: [10], passengers: ['ADT'], cabin: 'ECONOMY', product: 'SAVER' }, 'Paid, to be issued (test order): ModifyOrderStatus issues it'));
  paid(
    order({ from: 'SZX', to: 'PEK', days: [12], passengers: ['ADT'], cabin: 'BUSINESS', product: 'STANDARD' }, 'Paid, to be issued, NOT a test order: ModifyOrderStatus answers B060', {
      isTest: false,
    }),
  );
  const roundTrip = issued(
    order({ from: 'PEK', to: 'LHR', days: [35, 45], passengers: ['ADT', 'ADT'], cabin: 'ECONOMY', product: 'STANDARD' }, 'Issued round trip: refundable; refund pricing ids RP2024000001 (valid) and RP2024000099 (expired)', {
      createdDaysAgo: 3,
    }),
  );
  const changed = issued(
    order({ from: 'CTU', to: 'SZX', days: [18], passengers: ['ADT', 'ADT', 'ADT'], cabin: 'ECONOMY', product: 'FLEX' }, 'Issued, passenger 3 changed to a change order: refunding passenger 3 here answers B150', {
      createdDaysAgo: 4,
    }),
  );
  const changeOrder = issued(
    order({ from: 'CTU', to: 'SZX', days: [19], passengers: ['ADT'], cabin: 'ECONOMY', product: 'FLEX' }, 'Change order (issued) of passenger 3: refundable; refund pricing id RP2024000002', {
      createdDaysAgo: 2,
    }),
  );
  const movedPassenger = changed.passengers[2];
  const changeOrderPassenger = changeOrder.passengers[0];
  if (movedPassenger && changeOrderPassenger) {
    Object.assign(changeOrderPassenger, { ...movedPassenger, passengerIndex: 1, ticketNum: changeOrderPassenger.ticketNum });
  }
  changeOrder.orderType = 'C';
  changeOrder.parentOrderNum = changed.orderNum;
  changed.changedTo = { orderNum: changeOrder.orderNum, passengerIndexes: [3], segmentNos: [1] };

  const requested = issued(
    order({ from: 'SHA', to: 'CAN', days: [16], passengers: ['ADT', 'ADT'], cabin: 'ECONOMY', product: 'STANDARD' }, 'Issued, passenger 1 has a refund in request: the same refund again answers B153', {
      createdDaysAgo: 5,
    }),
  );
  const refunded = issued(
    order({ from: 'HGH', to: 'PEK', days: [25], passengers: ['ADT', 'ADT'], cabin: 'ECONOMY', product: 'FLEX' }, 'Issued, both passengers refunded (one reimbursed): refunding again answers B134', {
      createdDaysAgo: 8,
    }),
  );
  const cancelled = order({ from: 'XMN', to: 'PVG', days: [9], passengers: ['ADT'], cabin: 'ECONOMY', product: 'SAVER' }, 'Cancelled: ticketing answers B009, refund B146');
  cancelled.state = 'CNCL';

  const refund = (parent: AirOrder, items: RefundItem[], times: { created: number; processed: number; reimbursed: number }, purpose: string): RefundOrder => {
    const orderNum = book.nextOrderNumber();
    const record: RefundOrder = {
      orderNum,
      partnerId,
      parentOrderNum: parent.orderNum,
      refOrderNum: parent.orderNum.slice(0, 16),
      createdAt: seededAt + times.created,
      processedAt: seededAt + times.processed,
      reimbursedAt: seededAt + times.reimbursed,
      refundType: 0,
      refundReason: 0,
      items,
      amounts: refundAmounts(parent, items, 0, seededAt),
      uploadedFileIds: [],
      contact: { contactPerson: parent.contact.name, email: parent.contact.email, telNum: parent.contact.telNum },
      canceledReservationBeforeDeparture: 0,
      refundPricingId: null,
      purpose,
    };
    state.refundOrders.push(record);
    return record;
  };
  refund(requested, [{ passengerIndex: 1, segmentNos: [1] }], { created: -2 * HOUR, processed: 10 * DAY, reimbursed: 20 * DAY }, 'Refund request (REFD_PRC)');
  refund(refunded, [{ passengerIndex: 2, segmentNos: [1] }], { created: -2 * DAY, processed: -1 * DAY, reimbursed: 20 * DAY }, 'To be reimbursed (REFD_TO_BE_REIM)');
  refund(refunded, [{ passengerIndex: 1, segmentNos: [1] }], { created: -5 * DAY, processed: -4 * DAY, reimbursed: -3 * DAY }, 'Reimbursed by voucher (REFD_REIMED)');

  const ancillary = (parent: AirOrder, passengerIndexes: number[], purpose: string): AncillaryOrder => {
    const ancillaryOrderNum = book.nextOrderNumber();
    const createdAt = (parent.payment?.paidAt ?? seededAt) + HOUR;
    const record: AncillaryOrder = {
      ancillaryOrderNum,
      airOrderNum: parent.orderNum,
      partnerId,
      status: 'ISS_PRC',
      ancillaryOrderType: 'ORIGIN',
      saleStage: 1,
      ancillaryType: 1,
      createdAt,
      lastTktTime: createdAt + 2 * HOUR,
      payGate: 'Prepay',
      paySerialNum: paySerialNumber(seed, beijingDateTime(createdAt), ancillaryOrderNum),
      baggages: passengerIndexes.map((passengerIndex) => ({
        passengerIndex,
        journeyIndex: 0,
        payBaggageType: 1,
        baggagePiece: -1,
        baggageWeight: '23KG',
        price: 35000,
        description: '1 piece of checked baggage up to 23KG',
      })),
      purpose,
    };
    state.ancillaryOrders.push(record);
    return record;
  };
  ancillary(roundTrip, [1, 2], 'Paid baggage for both passengers of the issued round trip');
  ancillary(changed, [1], 'Paid baggage for passenger 1 of the changed order');

  state.refundPricings.push(
    { refundPricingId: REFUND_PRICING_IDS.issuedRoundTrip, orderNum: roundTrip.orderNum, items: allOf(roundTrip), expiresAt: seededAt + 30 * DAY },
    { refundPricingId: REFUND_PRICING_IDS.changeOrder, orderNum: changeOrder.orderNum, items: allOf(changeOrder), expiresAt: seededAt + 30 * DAY },
    { refundPricingId: REFUND_PRICING_IDS.expired, orderNum: roundTrip.orderNum, items: allOf(roundTrip), expiresAt: seededAt - DAY },
  );

  for (const id of [partnerId, ...otherPartners]) state.credits[id] = SEED_CREDIT;
  return state;
}

function allOf(order: AirOrder): RefundItem[] {
  return order.passengers.map((passenger) => ({ passengerIndex: passenger.passengerIndex, segmentNos: order.segments.map((s) => s.segmentNo) }));
}
