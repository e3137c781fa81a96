import { z } from 'zod';
import { intLike, optionalDecimal, optionalInt, optionalText, orderNumber } from './primitives';

/** refundType/refundReason are integers in practice, strings in the spec's table: accept both. */
const codeLike = z.union([intLike, z.string().trim()]).nullish().transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

const wireRefundPricing = z.object({
  currency: optionalText,
  paidAmount: optionalDecimal,
  usedAmount: optionalDecimal,
  nonRefundableAmount: optionalDecimal,
  refundServiceFee: optionalDecimal,
  refundAmount: optionalDecimal,
  FormOfPayment: optionalText,
  voucherNumber: optionalText,
  voucherFileId: optionalText,
  voucherCurrency: optionalText,
  voucherAmount: optionalDecimal,
  voucherValidFrom: optionalText,
  voucherValidEnd: optionalText,
  useFor: z.array(intLike).nullish().transform((v) => v ?? []),
  usageLimitation: optionalInt,
});

const wirePassengerSegment = z.object({
  segmentNo: optionalInt,
  departure: z.string(),
  arrival: z.string(),
  flightNum: z.string(),
  cabinClass: optionalText,
  bookingCode: optionalText,
  pnr: optionalText,
  airPnr: optionalText,
  ticketNum: optionalText,
});

const wireRefundPassenger = z.object({
  segmentList: z.array(wirePassengerSegment).nullish().transform((v) => v ?? []),
  lastName: z.string(),
  firstName: z.string(),
  cardType: optionalText,
  cardNum: optionalText,
  nationality: optionalText,
  psgType: optionalText,
  sex: optionalText,
  birthday: optionalText,
  solutions: z.array(wireRefundPricing).nullish().transform((v) => v ?? []),
});

const wireRefundSegment = z.object({
  airline: z.string(),
  flightNum: z.string(),
  equipment: optionalText,
  cabinClass: optionalText,
  bookingCode: optionalText,
  departure: z.string(),
  arrival: z.string(),
  departureDate: optionalText,
  arrivalDate: optionalText,
  departureTime: optionalText,
  arrivalTime: optionalText,
  flightTime: optionalInt,
  codeShare: optionalText,
  departureTerminal: optionalText,
  arrivalTerminal: optionalText,
  stayTime: optionalInt,
  opFltNo: optionalText,
  opFltAirline: optionalText,
  stopover: optionalText,
});

/** RefundRequest response `data` (2.11): the refund order. */
export const wireRefundOrder = z.object({
  orderNum: orderNumber,
  parentOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  refOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  createTime: optionalText,
  passengerPriceList: z.array(wireRefundPassenger).nullish().transform((v) => v ?? []),
  refundType: codeLike,
  refundReason: codeLike,
  orderStatus: optionalText,
  pnr: optionalText,
  airPnr: optionalText,
  platingCarrier: optionalText,
  journeys: z
    .array(
      z.object({
        journeyTime: optionalInt,
        transferCount: optionalInt,
        departureDate: optionalText,
        arrivalDate: optionalText,
        departureTime: optionalText,
        arrivalTime: optionalText,
        segments: z.array(wireRefundSegment).nullish().transform((v) => v ?? []),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

export type WireRefundOrder = z.output<typeof wireRefundOrder>;
