/**
 * Money is kept in integer cents end to end: fares are JSON numbers with decimals (80.52) and a
 * floating-point sum like 2015 + 2.02 must give exactly 2017.02. Only the wire sees decimals.
 */

export type Cents = number;

/** Reads a decimal amount as cents, rounding half away from zero at the third decimal. */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const sign = amount < 0 ? -1 : 1;
  // toFixed(3) removes the binary noise (2.015 is stored as 2.01499…) before rounding.
  const thousandths = Math.round(Number((Math.abs(amount) * 1000).toFixed(3)));
  return sign * (Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0));
}

/** The wire form of cents: a JSON number with at most two decimals. */
export function fromCents(cents: Cents): number {
  // An integer divided by 100 is the double nearest the decimal, which JSON prints exactly (2017.02).
  return Math.round(cents) / 100;
}

export function sumCents(...amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** A share of an amount in basis points (1 bp = 0.01 %), rounded half up to the cent. */
export function shareOf(cents: Cents, basisPoints: number): Cents {
  const scaled = cents * basisPoints;
  return Math.floor((scaled + 5000) / 10000);
}

/** Two-decimal text, e.g. "45.00" (the ancillary sample's baggagePrice is a decimal string). */
export function centsAsDecimalText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
