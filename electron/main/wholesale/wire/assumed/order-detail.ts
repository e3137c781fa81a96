/**
 * OrderDetail `data` — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * The specification names OrderDetail without a shape. This reads the shape public integrations
 * show (real-world notes, "Operations the specification only names"): a trimmed answer copied by
 * third parties. Strict where the desk files a value an agent acts on (the order number, the
 * status, passengers' names, each segment's airports, flight and local date), tolerant of nulls
 * and of extra keys. Anything else that is unusable makes the whole answer unusable, so the desk
 * says so and offers manual entry instead of filing a half-read order.
 */
import { z } from 'zod';
import { codedRule } from '../../../../contract/coded-rule';
import { wallClockFromTimestamp } from '../itinerary';
import { intLike, optionalDecimal, optionalInt, optionalText, orderNumber } from '../primitives';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

const requiredText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, codedRule('rules.notEmpty')));

const wireOrderPassenger = z.object({
  passengerIndex: intLike.nullish().transform((v) => v ?? null),
  psgType: optionalText,
  firstName: requiredText,
  lastName: requiredText,
  sex: optionalText,
  birthday: optionalText,
  nationality: optionalText,
  cardType: optionalText,
  cardNum: optionalText,
  cardExpiredDate: optionalText,
  /** One value; several segments' tickets are joined with `/`. */
  ticketNum: optionalText,
});

/** A date as `yyyy-MM-dd`, or the service's 13-digit wall-clock-as-UTC+8 timestamp. */
const dateOrTimestamp = z
  .union([z.string().trim(), z.number().int()])
  .nullish()
  .transform((v) => (v === undefined || v === '' ? null : v));

const wireOrderSegment = z
  .object({
    airline: requiredText,
    flightNum: requiredText,
    equipment: optionalText,
    cabinClass: optionalText,
    bookingCode: optionalText,
    departure: requiredText,
    arrival: requiredText,
    departureTerminal: optionalText,
    arrivalTerminal: optionalText,
    departureDate: dateOrTimestamp,
    departureTime: optionalText,
    arrivalDate: dateOrTimestamp,
    arrivalTime: optionalText,
    strDepartureDate: optionalText,
    strDepartureTime: optionalText,
    strArrivalDate: optionalText,
    strArrivalTime: optionalText,
    flightTime: optionalInt,
    codeShare: optionalText,
    opFltNo: optionalText,
    opFltAirline: optionalText,
  })
  .transform((segment, context) => {
    const departure = localTime(segment.strDepartureDate, segment.strDepartureTime, segment.departureDate, segment.departureTime);
    const arrival = localTime(segment.strArrivalDate, segment.strArrivalTime, segment.arrivalDate, segment.arrivalTime);
    if (!departure) {
      context.addIssue({ code: 'custom', path: ['departureDate'], message: codedRule('rules.answer.noLocalDate') });
      return z.NEVER;
    }
    return {
      airline: segment.airline,
      flightNum: segment.flightNum,
      equipment: segment.equipment,
      cabinClass: segment.cabinClass,
      bookingCode: segment.bookingCode,
      departure: segment.departure,
      arrival: segment.arrival,
      departureTerminal: segment.departureTerminal,
      arrivalTerminal: segment.arrivalTerminal,
      departureDate: departure.date,
      departureTime: departure.time,
      arrivalDate: arrival?.date ?? null,
      arrivalTime: arrival?.time ?? null,
      flightTime: segment.flightTime,
      codeShare: segment.codeShare,
      opFltNo: segment.opFltNo,
      opFltAirline: segment.opFltAirline,
    };
  });

/** The local date and time of one end of a segment, from whichever form the answer used. */
function localTime(strDate: string | null, strTime: string | null, date: string | number | null, time: string | null): { date: string; time: string | null } | null {
  if (strDate && DATE.test(strDate)) return { date: strDate, time: strTime && TIME.test(strTime) ? strTime.slice(0, 5) : null };
  if (typeof date === 'string' && DATE.test(date)) return { date, time: time && TIME.test(time) ? time.slice(0, 5) : null };
  if (typeof date === 'string' && /^\d{13}$/.test(date)) return wallClockFromTimestamp(Number(date));
  if (typeof date === 'number' && date > 1e11) return wallClockFromTimestamp(date);
  return null;
}

const wireOrderSolution = z.object({
  currency: optionalText,
  adtFare: optionalDecimal,
  adtTax: optionalDecimal,
  chdFare: optionalDecimal,
  chdTax: optionalDecimal,
  infFare: optionalDecimal,
  infTax: optionalDecimal,
  tktFee: optionalDecimal,
  merchantFee: optionalDecimal,
  buyerAmount: optionalDecimal,
});

/** The public answer names `ancillaryItems` without its shape: only the link numbers are read. */
const wireAncillaryItem = z.object({
  ancillaryOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  ancillaryOrderStatus: optionalText,
  ancillaryType: optionalInt,
});

export const wireOrderDetail = z.object({
  orderNum: orderNumber,
  orderStatus: requiredText,
  orderType: optionalText,
  refOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  /** Not in the public (trimmed) answer; read when a service (or the sandbox) sends it. */
  parentOrderNum: orderNumber.nullish().transform((v) => v ?? null),
  createdTime: optionalText,
  pnr: optionalText,
  airPnr: optionalText,
  platingCarrier: optionalText,
  payGate: optionalText,
  paySerialNum: optionalText,
  lastTktTime: optionalText,
  passengers: z.array(wireOrderPassenger),
  journeys: z.array(z.object({ segments: z.array(wireOrderSegment).nullish().transform((v) => v ?? []) })),
  solutions: z.array(wireOrderSolution).nullish().transform((v) => v ?? []),
  ancillaryItems: z.array(wireAncillaryItem).nullish().transform((v) => v ?? []),
});

export type WireOrderDetail = z.output<typeof wireOrderDetail>;
