import { z } from 'zod';
import { intLike, optionalInt, optionalText, orderNumber } from './primitives';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * Ancillary journey segment. The service's own sample has the values of `arrivalDate` and
 * `arrivalTime` swapped relative to their names; when the shapes show that (a time in the date
 * field and a date in the time field) they are put back and the segment is flagged.
 */
const wireAncillarySegment = z
  .object({
    airline: z.string(),
    departure: z.string(),
    departureDate: optionalText,
    departureTime: optionalText,
    arrival: z.string(),
    arrivalDate: optionalText,
    arrivalTime: optionalText,
    flightNum: z.string(),
    bookingCode: optionalText,
    segmentKey: optionalText,
  })
  .transform((segment) => {
    const swapped =
      segment.arrivalDate !== null && segment.arrivalTime !== null && TIME.test(segment.arrivalDate) && DATE.test(segment.arrivalTime);
    return swapped
      ? { ...segment, arrivalDate: segment.arrivalTime, arrivalTime: segment.arrivalDate, correctedFields: ['arrivalDate', 'arrivalTime'] }
      : { ...segment, correctedFields: [] as string[] };
  });

const wireBaggagePurchase = z.object({
  passengerID: optionalText,
  journeyID: optionalText,
  payBaggageType: optionalInt,
  baggagePiece: optionalInt,
  baggageWeight: optionalText,
  baggageCurrency: optionalText,
  baggagePrice: z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v))),
  description: optionalText,
});

/** AncillaryOrderDetail `data` (2.9). */
export const wireAncillaryOrder = z.object({
  ancillaryOrderNum: orderNumber,
  airOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  ancillaryOrderStatus: optionalText,
  ancillaryOrderType: optionalText,
  saleStage: optionalInt,
  ancillaryType: optionalInt,
  createTime: optionalText,
  pnr: optionalText,
  payGate: optionalText,
  paySerialNum: optionalText,
  lastTktTime: optionalText,
  passengers: z
    .array(z.object({ lastName: z.string(), firstName: z.string(), psgType: optionalText, birthday: optionalText, sex: optionalText, passengerID: z.union([z.string(), intLike]).transform(String) }))
    .nullish()
    .transform((v) => v ?? []),
  journeys: z
    .array(z.object({ journeyID: z.union([z.string(), intLike]).transform(String), segments: z.array(wireAncillarySegment).nullish().transform((v) => v ?? []) }))
    .nullish()
    .transform((v) => v ?? []),
  ancillaryInfos: z
    .array(z.object({ baggages: z.union([wireBaggagePurchase, z.array(wireBaggagePurchase)]).nullish() }))
    .nullish()
    .transform((infos) => (infos ?? []).flatMap((info) => (info.baggages ? (Array.isArray(info.baggages) ? info.baggages : [info.baggages]) : []))),
});

export type WireAncillaryOrder = z.output<typeof wireAncillaryOrder>;
