import { z } from 'zod';
import { codedRule } from '../coded-rule';

/** An airport or a metropolitan city code (BJS, LON, NYC…) from the local dataset. */
export interface PlaceMatch {
  code: string;
  kind: 'airport' | 'city';
  name: string;
  city: string;
  country: string;
  /** For a city code: the airports it covers. */
  airports: string[];
}

export const placeSearchSchema = z.strictObject({
  query: z.string().trim().min(1, codedRule('rules.notEmpty')).max(60, codedRule('rules.atMostCharacters', { max: 60 })),
  limit: z.number().int().min(1).max(30).default(10),
});

export interface AirlineMatch {
  code: string;
  name: string;
}

export const airlineSearchSchema = placeSearchSchema;
