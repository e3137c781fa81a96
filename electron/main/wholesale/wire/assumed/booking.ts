/**
 * PreciseBooking V7 `data`: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 *   data{ orderNum, pnr, solution{ solutionKey, solutionId, fareType, currency, adtFare, adtTax,
 *         chdFare, chdTax, infFare, infTax, … }, flights, segments }
 *
 * Strict where the desk depends on the value: the order number (a string, or a safe integer), the
 * PNR, the currency and the adult fare and tax (the booked price). Flights and segments are read
 * as in pricing when sent, and may be absent; every other key is ignored.
 */
import { z } from 'zod';
import { codedRule } from '../../../../contract/coded-rule';
import { wireFareFields, wireFlight, wireSegment } from '../itinerary';
import { optionalText, orderNumber, text } from '../primitives';

export const wireBookedSolution = z.object({
  solutionKey: optionalText,
  solutionId: optionalText,
  fareType: optionalText,
  ...wireFareFields,
});

export const wireBookingData = z.object({
  orderNum: orderNumber,
  pnr: text.trim().min(1, codedRule('rules.notEmpty')),
  solution: wireBookedSolution,
  flights: z.array(wireFlight).nullish().transform((v) => v ?? []),
  segments: z.array(wireSegment).nullish().transform((v) => v ?? []),
});

export type WireBookingData = z.output<typeof wireBookingData>;
