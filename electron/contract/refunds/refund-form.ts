import { z } from 'zod';
import { codedRule } from '../coded-rule';

/**
 * The refund form as the agent fills it in: what a RefundRequest (spec 2.11) will say, kept as
 * typed. A draft is saved on every change, so this schema accepts what is unfinished (an empty
 * birthday, no refund type yet) and bounds only sizes; what may be SENT is decided by
 * `buildRefundRequest` (refund-request-builder.ts), which names every gap.
 */

/** 0 voluntary, 1 involuntary (spec 2.11 `refundType`). */
export const REFUND_TYPES = [0, 1] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** 0 personal, 1 illness, 2 schedule change, 3 crisis, 4 visa refusal (spec 2.11 `refundReason`). */
export const REFUND_REASONS = [0, 1, 2, 3, 4] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Involuntary refunds for these reasons need supporting documents (the service warns otherwise). */
export const DOCUMENTED_REASONS: readonly RefundReason[] = [1, 4];

/** Part 8 of the spec: at most 99 file ids per RefundRequest. */
export const MAX_FILE_IDS = 99;

/** Bounds of what a draft may hold (the service's own limits are 9 seated passengers, 2 journeys). */
export const MAX_FORM_PASSENGERS = 18;
export const MAX_FORM_SEGMENTS = 16;

const text = (max: number) => z.string().max(max, codedRule('rules.atMostCharacters', { max: max }));

export const refundTicketFormSchema = z.strictObject({
  segmentNo: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).max(99, codedRule('rules.atMost', { max: 99 })),
  ticketNum: text(30),
});

/** One passenger of the order, prefilled from the order file; every value editable. */
export const refundPassengerFormSchema = z.strictObject({
  passengerIndex: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(99, codedRule('rules.atMost', { max: 99 })),
  /** ADT, CHD, INF as the file knows it (shown, not sent). */
  type: text(8),
  lastName: text(60),
  firstName: text(60),
  /** `M` or `F`; empty until known. */
  sex: text(1),
  /** yyyy-MM-dd; empty until known. */
  birthday: text(10),
  cardType: text(4),
  cardNum: text(40),
  /** One ticket number per segment of the order (several segments often share one ticket). */
  tickets: z.array(refundTicketFormSchema).max(MAX_FORM_SEGMENTS, codedRule('rules.atMostTickets', { max: MAX_FORM_SEGMENTS })),
});

/** One segment of the order, numbered from 1 as RefundRequest wants. */
export const refundSegmentFormSchema = z.strictObject({
  segmentNo: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).max(99, codedRule('rules.atMost', { max: 99 })),
  /** 0 outbound, 1 return (shown, not sent). */
  journeyIndex: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).max(9, codedRule('rules.atMost', { max: 9 })),
  airline: text(3),
  flightNum: text(8),
  departure: text(3),
  arrival: text(3),
  /** Local departure date and time as the file has them (shown, not sent). */
  departureDate: text(10),
  departureTime: text(5),
  cabinClass: text(20),
  bookingCode: text(2),
  pnr: text(12),
  airPnr: text(12),
});

export const refundCellSchema = z.strictObject({
  passengerIndex: refundPassengerFormSchema.shape.passengerIndex,
  segmentNo: refundSegmentFormSchema.shape.segmentNo,
});

export const refundFormSchema = z.strictObject({
  /** `allPaxOfOrder = 1`: every passenger and every segment of the order. */
  wholeOrder: z.boolean(),
  /** The chosen passenger × segment cells of the grid. */
  cells: z.array(refundCellSchema).max(MAX_FORM_PASSENGERS * MAX_FORM_SEGMENTS, codedRule('rules.tooManyCells')),
  refundType: z.union([z.literal(0), z.literal(1)]).nullable(),
  refundReason: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  contactPerson: text(60),
  email: text(100),
  telNum: text(30),
  refundPricingId: text(64),
  /** `canceledReservationBeforeDeparture = 1`. */
  cancelledBeforeDeparture: z.boolean(),
  passengers: z.array(refundPassengerFormSchema).max(MAX_FORM_PASSENGERS, codedRule('rules.atMostPassengers', { max: MAX_FORM_PASSENGERS })),
  segments: z.array(refundSegmentFormSchema).max(MAX_FORM_SEGMENTS, codedRule('rules.atMostSegments', { max: MAX_FORM_SEGMENTS })),
});

export type RefundPassengerForm = z.output<typeof refundPassengerFormSchema>;
export type RefundSegmentForm = z.output<typeof refundSegmentFormSchema>;
export type RefundCell = z.output<typeof refundCellSchema>;
export type RefundForm = z.output<typeof refundFormSchema>;

export function cellKey(cell: RefundCell): string {
  return `${cell.passengerIndex}:${cell.segmentNo}`;
}

/** Every cell of the grid: what "Whole order" selects. */
export function everyCell(form: Pick<RefundForm, 'passengers' | 'segments'>): RefundCell[] {
  return form.passengers.flatMap((passenger) => form.segments.map((segment) => ({ passengerIndex: passenger.passengerIndex, segmentNo: segment.segmentNo })));
}
