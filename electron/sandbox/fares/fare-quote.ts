/**
 * What an offer costs, per passenger type, in cents. Fares grow with distance and cabin, shrink
 * with the booking code's discount, and vary by carrier and date; taxes and the Q (fuel) charge
 * follow the route. The same offer always costs the same: shopping and pricing agree unless the
 * seeded price drift (pricing-outcome.ts) says otherwise.
 */
import { airportByCode } from '../data/airports';
import { type Cents } from '../money/cents';
import { type Offer } from '../offers/offer';
import { dayOfWeek, startOfDay } from '../time/calendar';
import { unitFor } from '../random/seeded-random';
import { type Cabin } from './cabins';
import { fareTypeOf } from './products';

export const CURRENCY = 'CNY';

export interface FareQuote {
  adtFare: Cents;
  adtTax: Cents;
  chdFare: Cents;
  chdTax: Cents;
  infFare: Cents;
  infTax: Cents;
  /** Per seated passenger (adults and children). */
  qCharge: Cents;
  /** The three fees are per passenger, infants included. */
  tktFee: Cents;
  platformServiceFee: Cents;
  merchantFee: Cents;
}

const CABIN_MULTIPLIER: Readonly<Record<Cabin, number>> = {
  ECONOMY: 1,
  PREMIUMECONOMY: 1.6,
  BUSINESS: 3,
  FIRST: 5,
};

export function quoteOffer(seed: number, offer: Offer): FareQuote {
  let adtFareYuan = 0;
  let adtTax = 0;
  let chdTax = 0;
  let qCharge = 0;
  const privateFare = fareTypeOf(offer.product) === 'PRIVATE';
  for (const journey of offer.journeys) {
    for (const { dated, booking } of journey) {
      const flight = dated.flight;
      const fullFare = fullFareYuan(seed, flight.airline, flight.distanceKm, booking.cabin, startOfDay(dated.departureWallClock));
      let fare = (fullFare * booking.fareShare) / 1000;
      // Negotiated (PRIVATE) products undercut the published fare by 3–7 %.
      if (privateFare) fare *= 1 - (3 + 4 * memo(seed, 'private', flight.airline)) / 100;
      adtFareYuan += Math.max(50, Math.round(fare));
      const domestic = isDomesticChina(flight.origin, flight.destination);
      const segmentTax = domestic ? 5000 : 9000 + Math.round(flight.distanceKm * 1.8) + Math.floor(memo(seed, 'tax', flight.origin) * 100);
      adtTax += segmentTax;
      // Children are exempt from China's airport fee and pay 80 % of other taxes.
      chdTax += domestic ? 0 : Math.round(segmentTax * 0.8);
      qCharge += domestic ? (flight.distanceKm < 800 ? 1000 : 2000) : Math.round(flight.distanceKm * 15);
    }
  }
  if (offer.fareAdjustmentPerMille !== 0) adtFareYuan = Math.round((adtFareYuan * (1000 + offer.fareAdjustmentPerMille)) / 1000);
  const adtFare = adtFareYuan * 100;
  return {
    adtFare,
    adtTax,
    chdFare: Math.round(adtFareYuan * 0.75) * 100,
    chdTax,
    infFare: Math.round(adtFareYuan * 0.1) * 100,
    infTax: 0,
    qCharge,
    tktFee: privateFare ? 500 : 0,
    platformServiceFee: offer.ticketing === 'virtual-interline' ? 1550 : 0,
    merchantFee: offer.product === 'FLEX' ? Math.round(adtFare * 0.002) : 0,
  };
}

/** The price of one passenger of each type, everything included. */
export function perPassengerTotals(quote: FareQuote): { adult: Cents; child: Cents; infant: Cents } {
  const fees = quote.tktFee + quote.platformServiceFee + quote.merchantFee;
  return {
    adult: quote.adtFare + quote.adtTax + quote.qCharge + fees,
    child: quote.chdFare + quote.chdTax + quote.qCharge + fees,
    infant: quote.infFare + quote.infTax + fees,
  };
}

/** The amount of an order for these passengers (what ticketing calls orderAmount). */
export function totalFor(quote: FareQuote, counts: { adults: number; children: number; infants: number }): Cents {
  const each = perPassengerTotals(quote);
  return counts.adults * each.adult + counts.children * each.child + counts.infants * each.infant;
}

function fullFareYuan(seed: number, airline: string, km: number, cabin: Cabin, localDate: number): number {
  const perKm = km < 2000 ? 1.1 : km < 6000 ? 0.95 : 0.85;
  const economy = 300 + km * perKm;
  const carrier = 0.9 + 0.25 * memo(seed, 'carrier-fare', airline);
  return economy * CABIN_MULTIPLIER[cabin] * carrier * dateFactor(seed, localDate);
}

const dateFactors = new Map<string, number>();

/** Fridays and Sundays cost 8 % more; every date varies by ±5 %. */
function dateFactor(seed: number, localDate: number): number {
  const key = `${seed}|${localDate}`;
  let factor = dateFactors.get(key);
  if (factor === undefined) {
    const weekday = dayOfWeek(localDate);
    factor = (weekday === 5 || weekday === 0 ? 1.08 : 1) * (0.95 + 0.1 * unitFor(seed, 'date-fare', localDate));
    if (dateFactors.size > 10_000) dateFactors.clear();
    dateFactors.set(key, factor);
  }
  return factor;
}

const memos = new Map<string, Map<string, number>>();

/** unitFor, remembered: pricing asks the same few questions (per airline, per airport) constantly. */
function memo(seed: number, kind: 'private' | 'tax' | 'carrier-fare', key: string): number {
  const bucketKey = `${seed}|${kind}`;
  let bucket = memos.get(bucketKey);
  if (!bucket) {
    if (memos.size > 300) memos.clear();
    bucket = new Map();
    memos.set(bucketKey, bucket);
  }
  let value = bucket.get(key);
  if (value === undefined) {
    value = unitFor(seed, kind, key);
    bucket.set(key, value);
  }
  return value;
}


function isDomesticChina(origin: string, destination: string): boolean {
  return airportByCode(origin)?.country === 'CN' && airportByCode(destination)?.country === 'CN';
}
