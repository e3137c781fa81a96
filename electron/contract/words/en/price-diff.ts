/**
 * A priced offer beside the shopped one, row by row (electron/main/desk/pricing/offer-diff.ts):
 * the rows' names and the few values the desk words itself. A `passenger`, `topic` or `timing`
 * parameter is itself a wording of this section, worded in the same language first.
 */
export const PRICE_DIFF_EN = {
  'priceDiff.passenger.ADT': 'Adult',
  'priceDiff.passenger.CHD': 'Child',
  'priceDiff.passenger.INF': 'Infant',
  'priceDiff.fare': (p: { passenger: string }) => `${p.passenger} fare`,
  'priceDiff.taxes': (p: { passenger: string }) => `${p.passenger} tax incl. Q charge`,
  'priceDiff.ticketingFee': (p: { passenger: string }) => `${p.passenger} ticketing fee`,
  'priceDiff.platformServiceFee': (p: { passenger: string }) => `${p.passenger} platform service fee`,
  'priceDiff.merchantFee': (p: { passenger: string }) => `${p.passenger} merchant fee`,
  'priceDiff.pricePerPassenger': (p: { passenger: string }) => `${p.passenger} price per passenger`,
  'priceDiff.total': 'Total for all passengers',
  'priceDiff.currency': 'Currency',
  /** A segment neither side names (never both missing; kept for a malformed snapshot). */
  'priceDiff.segment': 'segment',
  'priceDiff.flight': (p: { journey: number; segment: string }) => `Journey ${p.journey}, ${p.segment}: flight`,
  'priceDiff.bookingCode': (p: { journey: number; segment: string }) => `Journey ${p.journey}, ${p.segment}: booking code`,
  'priceDiff.cabin': (p: { journey: number; segment: string }) => `Journey ${p.journey}, ${p.segment}: cabin`,
  'priceDiff.seatsLeft': (p: { journey: number; segment: string }) => `Journey ${p.journey}, ${p.segment}: seats left`,
  'priceDiff.checkedBaggage': (p: { passenger: string; segments: string }) => `${p.passenger} baggage, segments ${p.segments}: checked`,
  'priceDiff.carryOn': (p: { passenger: string; segments: string }) => `${p.passenger} baggage, segments ${p.segments}: carry-on`,
  'priceDiff.unknown': 'unknown',
  /** An allowance without its number of pieces; `weight` is empty when not stated either. */
  'priceDiff.piecesNotStated': (p: { weight: string }) => ['pieces not stated', p.weight].filter(Boolean).join(' '),
  'priceDiff.rule': (p: { passenger: string; topic: string; timing: string }) => `${p.passenger} · ${p.topic} ${p.timing}`,
  /** The permissions a rule row's side states, each once ("permitted / not permitted"). */
  'priceDiff.permissions': (p: { verdicts: readonly ('permitted' | 'notPermitted' | 'unknown')[] }) =>
    p.verdicts.map((verdict) => ({ permitted: 'permitted', notPermitted: 'not permitted', unknown: 'unknown' })[verdict]).join(' / '),
  'priceDiff.topic.refund': 'Refund',
  'priceDiff.topic.refundAfterNoShow': 'Refund after no-show',
  'priceDiff.topic.change': 'Change',
  'priceDiff.topic.changeAfterNoShow': 'Change after no-show',
  'priceDiff.topic.other': (p: { penaltyType: number }) => `Penalty type ${p.penaltyType}`,
  'priceDiff.timing.beforeDeparture': 'before departure',
  'priceDiff.timing.afterDeparture': 'after departure',
  'priceDiff.timing.notStated': 'timing not stated',
  'priceDiff.timing.other': (p: { when: number }) => `timing ${p.when}`,
  /** An order's own lines at order pricing (electron/main/desk/ticketing/order-price-diff.ts): per order, not per passenger. */
  'priceDiff.order.ticketingFee': 'Ticketing fee',
  'priceDiff.order.merchantFee': 'Merchant fee',
  'priceDiff.order.amount': 'Order amount',
  'priceDiff.order.bookingCode': (p: { segmentNo: number; flight: string }) => `Segment ${p.segmentNo} (${p.flight}): booking code`,
  /** A text of a diff stored before rows carried codes, kept then in each language (stored-diff.ts). */
  'priceDiff.asStored': (p: { en: string; zh: string }) => p.en,
};
