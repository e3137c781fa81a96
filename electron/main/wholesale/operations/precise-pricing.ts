import { entriesOf } from '../errors/catalogue';
import { wirePricingData, type WirePricingData } from '../wire/pricing';
import { defineOperationSpec, readWithSchema } from './operation-spec';

export interface PricingSegment {
  airline: string;
  flightNum: string;
  departure: string;
  arrival: string;
  /** Local yyyy-MM-dd and HH:mm, from the shopped segment's str* fields. */
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  bookingCode: string;
}

export interface PricingRequest {
  /** `journey_0`, `journey_1` → the segments of that journey, in order. */
  journeys: Record<string, PricingSegment[]>;
  adults: number;
  children: number;
  infants: number;
  solutionId: string;
  /** '' or the cabin class; when set the service wants it on every segment. */
  cabin: string;
}

/** PrecisePricing V9 (4.2): read-only. */
export const precisePricingOperation = defineOperationSpec<PricingRequest, WirePricingData>({
  name: 'precisePricing',
  errors: entriesOf('precisePricing'),
  path: '/json/precisePricing_V9',
  host: 'api',
  effect: 'read',
  acceptGzip: false,
  defaultTimeoutMs: 30_000,
  encoding: 'json',
  buildPayload: (request) => ({
    pricing: {
      journeys: Object.fromEntries(
        Object.entries(request.journeys).map(([key, segments]) => [
          key,
          segments.map((segment) => ({ ...segment, ...(request.cabin ? { cabinClass: request.cabin } : {}) })),
        ]),
      ),
      adults: request.adults,
      children: request.children,
      infants: request.infants,
      solutionId: request.solutionId,
      cabin: request.cabin,
    },
  }),
  readData: readWithSchema(wirePricingData),
});
