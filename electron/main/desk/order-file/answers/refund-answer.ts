import type { FiledFile, FiledSegment, FiledTicket, FiledVoucher, RefundLine } from '../../../../contract/domains/orders';
import { addMoney } from '../../../../contract/money';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { RefundRequest } from '../../../wholesale/operations/refund-request';
import type { WireRefundOrder } from '../../../wholesale/wire/refund';
import { refundedSegmentNos, refundPriceOf, refundVouchersOf } from '../../../wholesale/wire/refund-passenger';
import { filedSegmentOf } from './filed-segment';
import { emptyToNull } from './wire-values';

/**
 * RefundRequest created a refund order (2.11): a new order of kind `refund` linked to the order it
 * refunds, with its passengers, the refunded segments (numbered as in the parent, from the
 * passengers' `segmentList`), their tickets, what each passenger gets back and how, vouchers, and
 * the documents sent with the request.
 */
export function factsFromRefund(data: WireRefundOrder, request: RefundRequest): OrderFacts {
  const segments = segmentsOf(data);
  const tickets: FiledTicket[] = [];
  const refundLines: RefundLine[] = [];
  const vouchers: Omit<FiledVoucher, 'source'>[] = [];
  const files: FiledFile[] = request.uploadedFileIds.map((fileId) => ({ fileId, role: 'document' }));
  data.passengerPriceList.forEach((passenger, position) => {
    const passengerIndex = position + 1;
    for (const segment of passenger.segmentList) {
      if (segment.ticketNum) tickets.push({ passengerIndex, segmentNo: segment.segmentNo ?? segmentNoOf(segments, segment), ticketNum: segment.ticketNum });
    }
    refundLines.push({ passengerIndex, lastName: passenger.lastName, firstName: passenger.firstName, ...refundPriceOf(passenger), segmentNos: refundedSegmentNos(passenger) });
    for (const voucher of refundVouchersOf(passenger)) {
      vouchers.push({ passengerIndex, lastName: passenger.lastName, firstName: passenger.firstName, ...voucher });
      if (voucher.fileId) files.push({ fileId: voucher.fileId, role: 'voucher' });
    }
  });
  const refunds = refundLines.map((line) => line.refund).filter((amount): amount is string => amount !== null);
  return {
    orderNum: data.orderNum,
    kind: 'refund',
    orderType: 'R',
    parentOrderNum: data.parentOrderNum ?? request.orderNum,
    refOrderNum: data.refOrderNum,
    status: { status: readOrderStatus(data.orderStatus, 'refund'), inferred: false },
    pnr: emptyToNull(data.pnr),
    airPnr: emptyToNull(data.airPnr),
    platingCarrier: emptyToNull(data.platingCarrier),
    currency: refundLines.find((line) => line.currency)?.currency ?? null,
    amount: refunds.length > 0 ? addMoney(...refunds) : null,
    createdTime: emptyToNull(data.createTime),
    refund: { type: data.refundType, reason: data.refundReason },
    contact: request.contactPerson || request.email || request.telNum ? { name: request.contactPerson ?? null, email: request.email ?? null, telNum: request.telNum ?? null } : null,
    passengers: data.passengerPriceList.map((p, position) => ({
      passengerIndex: position + 1,
      type: emptyToNull(p.psgType) ?? 'ADT',
      lastName: p.lastName,
      firstName: p.firstName,
      sex: emptyToNull(p.sex),
      birthday: emptyToNull(p.birthday),
      nationality: emptyToNull(p.nationality),
      cardType: emptyToNull(p.cardType),
      cardNum: emptyToNull(p.cardNum),
      cardExpiredDate: null,
    })),
    segments,
    tickets,
    refundLines,
    vouchers,
    files,
  };
}

/** The refunded segments, numbered as the parent numbers them when the passengers' lists say so. */
function segmentsOf(data: WireRefundOrder): FiledSegment[] {
  const numbered = data.passengerPriceList.flatMap((p) => p.segmentList);
  let next = 0;
  return data.journeys.flatMap((journey, journeyIndex) =>
    journey.segments.map((s) => {
      next += 1;
      const known = numbered.find((n) => n.segmentNo !== null && n.flightNum === s.flightNum && n.departure === s.departure && n.arrival === s.arrival);
      return filedSegmentOf(s, known?.segmentNo ?? next, journeyIndex);
    }),
  );
}

function segmentNoOf(segments: readonly FiledSegment[], segment: { flightNum: string; departure: string; arrival: string }): number | null {
  return segments.find((s) => s.flightNum === segment.flightNum && s.departure === segment.departure && s.arrival === segment.arrival)?.segmentNo ?? null;
}
