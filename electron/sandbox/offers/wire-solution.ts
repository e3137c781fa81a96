/**
 * The money fields of a solution as the wire carries them (decimal numbers, not cents): shopping's
 * form (`wireAmounts`, the Q charge in its own `qCharge` field) and the form of every answer after
 * shopping (`amountsWithQChargeInTaxes`: PrecisePricing, OrderPricing, OrderDetail), where the Q
 * charge is part of the seated passengers' taxes, so that for each type fare + tax + the three fees
 * is what one passenger of that type costs and the fields add up to the order amount.
 */
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

/**
 * The one arithmetic of the answers after shopping: `adtTax` and `chdTax` include the Q charge
 * (adults and children pay it, infants do not); everything else as in shopping.
 */
export function amountsWithQChargeInTaxes(quote: FareQuote): WireAmounts {
  return {
    ...wireAmounts(quote),
    adtTax: fromCents(quote.adtTax + quote.qCharge),
    chdTax: fromCents(quote.chdTax + quote.qCharge),
  };
}
