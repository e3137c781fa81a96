import type { OfferPrice, PassengerPrice, PassengerType } from '../../../contract/domains/shopping';
import type { MoneyUnits } from '../../../contract/money';
import { formatUnits as fromUnits, readMoney, readOptionalMoney, readString, type Where } from './fast-readers';

/** A solution's price lines in integer ten-thousandths (see contract/money.ts). */
export interface PriceUnits {
  currency: string;
  adtFare: MoneyUnits;
  adtTax: MoneyUnits;
  chdFare: MoneyUnits | null;
  chdTax: MoneyUnits | null;
  infFare: MoneyUnits | null;
  infTax: MoneyUnits | null;
  qCharge: MoneyUnits;
  tktFee: MoneyUnits;
  platformServiceFee: MoneyUnits;
  merchantFee: MoneyUnits;
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Reads the price lines of a shopping or pricing solution (pricing has no qCharge: 0). */
export function readPriceUnits(solution: Record<string, unknown>, where: Where | null, index?: number): PriceUnits {
  return {
    currency: readString(solution.currency, where, index, 'currency'),
    adtFare: readMoney(solution.adtFare, where, index, 'adtFare'),
    adtTax: readMoney(solution.adtTax, where, index, 'adtTax'),
    chdFare: readOptionalMoney(solution.chdFare, where, index, 'chdFare'),
    chdTax: readOptionalMoney(solution.chdTax, where, index, 'chdTax'),
    infFare: readOptionalMoney(solution.infFare, where, index, 'infFare'),
    infTax: readOptionalMoney(solution.infTax, where, index, 'infTax'),
    qCharge: readOptionalMoney(solution.qCharge, where, index, 'qCharge') ?? 0,
    tktFee: readOptionalMoney(solution.tktFee, where, index, 'tktFee') ?? 0,
    platformServiceFee: readOptionalMoney(solution.platformServiceFee, where, index, 'platformServiceFee') ?? 0,
    merchantFee: readOptionalMoney(solution.merchantFee, where, index, 'merchantFee') ?? 0,
  };
}

/**
 * What each passenger and the whole booking cost. The spec does not say how fees combine; the
 * desk follows what the service's orders charge: fare + tax per passenger type, the Q charge per
 * seated passenger (adults, children), the three fees per passenger, infants included. A type
 * with no fare in the answer (children without chdFare, infants without infFare) is "not quoted"
 * (null), and then so is the total: the desk never invents a price.
 */
export function offerPrice(p: PriceUnits, counts: PassengerCounts): OfferPrice {
  const fees = p.tktFee + p.platformServiceFee + p.merchantFee;
  const adultTotal = p.adtFare + p.adtTax + p.qCharge + fees;
  // The fee lines are the same for every passenger type: formatted once per offer.
  const feeLines = { ticketingFee: fromUnits(p.tktFee), platformServiceFee: fromUnits(p.platformServiceFee), merchantFee: fromUnits(p.merchantFee) };
  const line = (fare: MoneyUnits, tax: MoneyUnits, q: MoneyUnits, total: MoneyUnits): PassengerPrice => ({
    fare: fromUnits(fare),
    tax: fromUnits(tax),
    qCharge: fromUnits(q),
    ...feeLines,
    total: fromUnits(total),
  });
  const perPassenger: Partial<Record<PassengerType, PassengerPrice | null>> = { ADT: line(p.adtFare, p.adtTax, p.qCharge, adultTotal) };
  let total: number | null = adultTotal * counts.adults;
  if (counts.children > 0) {
    if (p.chdFare === null) {
      perPassenger.CHD = null;
      total = null;
    } else {
      const childTotal = p.chdFare + (p.chdTax ?? 0) + p.qCharge + fees;
      perPassenger.CHD = line(p.chdFare, p.chdTax ?? 0, p.qCharge, childTotal);
      if (total !== null) total += childTotal * counts.children;
    }
  }
  if (counts.infants > 0) {
    if (p.infFare === null) {
      perPassenger.INF = null;
      total = null;
    } else {
      const infantTotal = p.infFare + (p.infTax ?? 0) + fees; // infants have no seat: no Q charge
      perPassenger.INF = line(p.infFare, p.infTax ?? 0, 0, infantTotal);
      if (total !== null) total += infantTotal * counts.infants;
    }
  }
  return { currency: p.currency, perPassenger, total: total === null ? null : fromUnits(total), perAdult: fromUnits(adultTotal) };
}
