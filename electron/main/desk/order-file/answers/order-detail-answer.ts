import type { AmountLine, FiledPassenger, FiledSegment } from '../../../../contract/domains/orders';
import { addMoney } from '../../../../contract/money';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { WireOrderDetail } from '../../../wholesale/wire/assumed/order-detail';
import { filedSegmentOf } from './filed-segment';
import { ticketsFromJoined } from './ticket-numbers';
import { emptyToNull, indexOf } from './wire-values';

/**
 * OrderDetail (assumed operation) → the order as the file keeps it. The answer names the order's
 * type: R is a refund order, everything else (O original, C change, V void…) an air order. It has
 * no contact (clients keep it from their own booking), so the file's contact is left as it was.
 */
export function factsFromOrderDetail(detail: WireOrderDetail): OrderFacts {
  const kind = (detail.orderType ?? '').trim().toUpperCase() === 'R' ? 'refund' : 'air';
  const segments = segmentsOf(detail);
  const passengers: FiledPassenger[] = detail.passengers.map((p, position) => ({
    passengerIndex: indexOf(p.passengerIndex, position),
    type: emptyToNull(p.psgType) ?? 'ADT',
    lastName: p.lastName,
    firstName: p.firstName,
    sex: emptyToNull(p.sex),
    birthday: emptyToNull(p.birthday),
    nationality: emptyToNull(p.nationality),
    cardType: emptyToNull(p.cardType),
    cardNum: emptyToNull(p.cardNum),
    cardExpiredDate: emptyToNull(p.cardExpiredDate),
  }));
  const tickets = detail.passengers.flatMap((p, position) => ticketsFromJoined(indexOf(p.passengerIndex, position), p.ticketNum, segments));
  const solution = detail.solutions[0];
  const currency = detail.solutions.find((s) => s.currency)?.currency ?? null;
  const buyerAmounts = detail.solutions.map((s) => s.buyerAmount).filter((amount): amount is string => amount !== null);
  const amounts: AmountLine[] = [];
  if (solution) {
    for (const key of ['adtFare', 'adtTax', 'chdFare', 'chdTax', 'infFare', 'infTax', 'tktFee', 'merchantFee'] as const) {
      const amount = solution[key];
      if (amount !== null) amounts.push({ key, amount, currency: solution.currency });
    }
  }
  const total = buyerAmounts.length > 0 ? addMoney(...buyerAmounts) : null;
  if (total !== null) amounts.push({ key: 'buyerAmount', amount: total, currency });
  return {
    orderNum: detail.orderNum,
    kind,
    orderType: detail.orderType,
    parentOrderNum: detail.parentOrderNum,
    refOrderNum: detail.refOrderNum,
    status: { status: readOrderStatus(detail.orderStatus, kind), inferred: false },
    pnr: emptyToNull(detail.pnr),
    airPnr: emptyToNull(detail.airPnr),
    platingCarrier: emptyToNull(detail.platingCarrier),
    currency,
    amount: total,
    amounts,
    lastTicketingTime: emptyToNull(detail.lastTktTime),
    createdTime: emptyToNull(detail.createdTime),
    payGate: emptyToNull(detail.payGate),
    paySerialNum: emptyToNull(detail.paySerialNum),
    passengers,
    segments,
    tickets,
    links: detail.ancillaryItems.flatMap((item) => (item.ancillaryOrderNum ? [{ orderNum: item.ancillaryOrderNum, relation: 'ancillary' as const }] : [])),
  };
}

function segmentsOf(detail: WireOrderDetail): FiledSegment[] {
  let segmentNo = 0;
  return detail.journeys.flatMap((journey, journeyIndex) =>
    journey.segments.map((s) => {
      segmentNo += 1;
      return filedSegmentOf(s, segmentNo, journeyIndex);
    }),
  );
}
