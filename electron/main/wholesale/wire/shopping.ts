import { z } from 'zod';
import { optionalDecimal, optionalText } from './primitives';
import { wireFlight, wirePriceFields, wireSegment } from './itinerary';

export const wireShoppingSolution = z.object({
  ...wirePriceFields,
  qCharge: optionalDecimal,
  category: z.array(z.string()).nullish().transform((v) => v ?? []),
});

/** Shopping V8 `data` (2.4). Unknown keys (comments, fareRule, rule, prices…) are dropped. */
export const wireShoppingData = z.object({
  searchKey: optionalText,
  shoppingKey: optionalText,
  solutions: z.array(wireShoppingSolution).nullish().transform((v) => v ?? []),
  flights: z.array(wireFlight).nullish().transform((v) => v ?? []),
  segments: z.array(wireSegment).nullish().transform((v) => v ?? []),
});

