import { z } from 'zod';
import { optionalInt, optionalText } from './primitives';
import { wireFlight, wirePriceFields, wireSegment } from './itinerary';

/**
 * `solution.baggages`: the spec keys it by segment index; a real client saw journey numbers
 * ("1", "2") holding comma-separated values per segment. Both are kept as sent; the reader
 * decides with the itinerary in hand.
 */
const wireSolutionBaggage = z.object({ carryOn: optionalText, baggage: optionalText });

export const wirePricingSolution = z.object({
  ...wirePriceFields,
  baggages: z.record(z.string(), wireSolutionBaggage.nullish()).nullish().transform((v) => v ?? {}),
  bookingWithoutCard: optionalInt,
});

/** PrecisePricing V9 `data` (2.6). */
export const wirePricingData = z.object({
  solution: wirePricingSolution,
  flights: z.array(wireFlight),
  segments: z.array(wireSegment),
  ancillaryAvailability: z
    .object({ paidBag: z.boolean().nullish(), paidSeat: z.boolean().nullish() })
    .nullish()
    .transform((v) => ({ paidBag: v?.paidBag ?? null, paidSeat: v?.paidSeat ?? null })),
});

export type WirePricingData = z.output<typeof wirePricingData>;
