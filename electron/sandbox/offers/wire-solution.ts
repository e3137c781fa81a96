/** The money fields of a solution as the wire carries them (decimal numbers, not cents). */
import { CURRENCY, type FareQuote } from '../fares/fare-quote';
import { fromCents } from '../money/cents';

export interface WireAmounts {
  currency: string;
  adtFare: number;
  adtTax: number;
  chdFare: number;
  chdTax: number;
  /** Not in the specification's table; the real service sends them and clients ignore unknown keys. */
  infFare: number;
  infTax: number;
  tktFee: number;
  platformServiceFee: number;
  merchantFee: number;
}

export function wireAmounts(quote: FareQuote): WireAmounts {
  return {
    currency: CURRENCY,
    adtFare: fromCents(quote.adtFare),
    adtTax: fromCents(quote.adtTax),
    chdFare: fromCents(quote.chdFare),
    chdTax: fromCents(quote.chdTax),
    infFare: fromCents(quote.infFare),
    infTax: fromCents(quote.infTax),
    tktFee: fromCents(quote.tktFee),
    platformServiceFee: fromCents(quote.platformServiceFee),
    merchantFee: fromCents(quote.merchantFee),
  };
}
