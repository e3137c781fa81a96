/**
 * A refund order as RefundRequest answers it (2.11): refundType and refundReason as strings (as
 * the real sample returns them), `createTime` in Beijing time, one passenger record per refunded
 * passenger with its segments and refund pricing, and the refunded journeys.
 */
import { fromCents } from '../money/cents';
import { type AirOrder, type OrderSegment, type RefundOrder, type RefundOrderState } from './order-model';
import { STATE_TEXTS } from './order-states';
import { beijingDateTime } from '../time/wire-time';

export function refundOrderView(refund: RefundOrder, parent: AirOrder, state: RefundOrderState) {
  const refundedSegmentNos = new Set(refund.items.flatMap((item) => item.segmentNos));
  const segments = parent.segments.filter((segment) => refundedSegmentNos.has(segment.segmentNo));
  return {
    orderNum: refund.orderNum,
    parentOrderNum: refund.parentOrderNum,
    refOrderNum: refund.refOrderNum,
    createTime: beijingDateTime(refund.createdAt),
    passengerPriceList: refund.items.map((item) => {
      const passenger = parent.passengers.find((p) => p.passengerIndex === item.passengerIndex);
      const amounts = refund.amounts.find((a) => a.passengerIndex === item.passengerIndex);
      return {
        segmentList: segments
          .filter((segment) => item.segmentNos.includes(segment.segmentNo))
          .map((segment) => ({
            segmentNo: segment.segmentNo,
            departure: segment.departure,
            arrival: segment.arrival,
            flightNum: segment.flightNum,
            cabinClass: segment.cabinClass,
            bookingCode: segment.bookingCode,
            pnr: parent.pnr,
            airPnr: parent.airPnr,
            ticketNum: passenger?.ticketNum ?? null,
          })),
        lastName: passenger?.lastName ?? '',
        firstName: passenger?.firstName ?? '',
        cardType: passenger?.cardType ?? null,
        cardNum: passenger?.cardNum ?? null,
        cardExpiredDate: passenger?.cardExpiredDate ?? null,
        nationality: passenger?.nationality ?? '',
        psgType: passenger?.psgType ?? 'ADT',
        sex: passenger?.sex ?? '',
        birthday: passenger?.birthday ?? '',
        solutions: amounts
          ? [
              {
                currency: parent.currency,
                paidAmount: fromCents(amounts.paid),
                usedAmount: fromCents(amounts.used),
                nonRefundableAmount: fromCents(amounts.nonRefundable),
                refundServiceFee: fromCents(amounts.serviceFee),
                refundAmount: fromCents(amounts.refund),
                FormOfPayment: 'Airline voucher',
                voucherNumber: null,
                voucherFileId: null,
                voucherCurrency: null,
                voucherAmount: null,
                voucherValidFrom: null,
                voucherValidEnd: null,
                useFor: null,
                usageLimitation: null,
              },
            ]
          : [],
      };
    }),
    refundType: String(refund.refundType),
    refundReason: String(refund.refundReason),
    orderStatus: STATE_TEXTS[state],
    pnr: parent.pnr,
    airPnr: parent.airPnr,
    platingCarrier: parent.platingCarrier,
    journeys: journeysOf(segments),
  };
}

function journeysOf(segments: readonly OrderSegment[]) {
  const byJourney = new Map<number, OrderSegment[]>();
  for (const segment of segments) byJourney.set(segment.journeyIndex, [...(byJourney.get(segment.journeyIndex) ?? []), segment]);
  return [...byJourney.values()].map((journey) => {
    const first = journey[0] as OrderSegment;
    const last = journey[journey.length - 1] as OrderSegment;
    return {
      journeyTime: Math.round((last.arrivalInstant - first.departureInstant) / 60_000),
      transferCount: journey.length - 1,
      departureDate: first.departureDate,
      arrivalDate: last.arrivalDate,
      departureTime: first.departureTime,
      arrivalTime: last.arrivalTime,
      segments: journey.map((segment) => ({
        airline: segment.airline,
        flightNum: segment.flightNum,
        equipment: segment.equipment,
        cabinClass: segment.cabinClass,
        bookingCode: segment.bookingCode,
        departure: segment.departure,
        arrival: segment.arrival,
        departureDate: segment.departureDate,
        arrivalDate: segment.arrivalDate,
        departureTime: segment.departureTime,
        arrivalTime: segment.arrivalTime,
        flightTime: segment.flightTime,
        codeShare: segment.codeShare,
        departureTerminal: segment.departureTerminal,
        arrivalTerminal: segment.arrivalTerminal,
        stayTime: null,
        opFltNo: segment.opFltNo,
        opFltAirline: segment.opFltAirline,
        stopover: null,
      })),
    };
  });
}
