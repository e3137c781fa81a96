/**
 * OrderPricing V5 `data`: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 *   data{ pricingResult{ solution{…fares…}, flights[{flightId, lastTktTime, segmengtIds}],
 *         segments }, orderResult }
 *
 * Strict on what the desk compares before paying: the currency and the fares of the solution,
 * and at least one flight with its segments (either spelling of the list, as everywhere).
 * `orderResult` is public by name only: it is kept as sent, for the record, and never relied on.
 */
import { z } from 'zod';
import { codedRule } from '../../../../contract/coded-rule';
import { wireFareFields, wireFlight, wireSegment } from '../itinerary';
import { optionalDecimal, optionalInt, optionalText } from '../primitives';

export const wireOrderPricingSolution = z.object({
  solutionId: optionalText,
  fareType: optionalText,
  ...wireFareFields,
  /** The public sample sends it (0); the sandbox folds it into the taxes, as pricing does. */
  qCharge: optionalDecimal,
  adults: optionalInt,
  children: optionalInt,
  infants: optionalInt,
});

export const wireOrderPricingData = z.object({
  pricingResult: z.object({
    solution: wireOrderPricingSolution,
    flights: z.array(wireFlight).min(1, codedRule('rules.answer.orderFlights')),
    segments: z.array(wireSegment).min(1, codedRule('rules.answer.orderSegments')),
  }),
  orderResult: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? null),
});

export type WireOrderPricingData = z.output<typeof wireOrderPricingData>;
