/**
 * Decimal money arithmetic without floating point: amounts are decimal strings ("1234.50"),
 * parsed digit by digit into integer ten-thousandths, added as integers and written back.
 * Exact for every amount a fare can carry (up to 900 billion with 4 decimals), and fast enough
 * for the shopping hot path (2,000 offers × passenger types × fee lines).
 */
const SCALE_DIGITS = 4;
const FACTOR = 10 ** SCALE_DIGITS;
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export type MoneyUnits = number;

/** "80.52" → 805200. Digits beyond the fourth decimal are rounded half away from zero. */
export function toUnits(amount: string): MoneyUnits {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0');
  let units = Number(whole) * FACTOR + Number(kept);
  if (fraction.length > SCALE_DIGITS && Number(fraction[SCALE_DIGITS]) >= 5) units += 1;
  if (!Number.isSafeInteger(units)) throw new RangeError(`amount too large: ${amount}`);
  return sign ? -units : units;
}

/** 805200 → "80.52"; always at least two decimals, more only when needed. */
export function fromUnits(units: MoneyUnits): string {
  const negative = units < 0;
  const absolute = Math.abs(units);
  const whole = Math.floor(absolute / FACTOR);
  let fraction = String(absolute % FACTOR).padStart(SCALE_DIGITS, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative && absolute !== 0 ? '-' : ''}${whole}.${fraction}`;
}

export function addMoney(...amounts: string[]): string {
  let total = 0;
  for (const amount of amounts) total += toUnits(amount);
  return fromUnits(total);
}

export function subtractMoney(minuend: string, subtrahend: string): string {
  return fromUnits(toUnits(minuend) - toUnits(subtrahend));
}

/** Negative, zero or positive, like a sort comparator. */
export function compareMoney(a: string, b: string): number {
  return Math.sign(toUnits(a) - toUnits(b));
}

/**
 * Any amount as the service may send it (a JSON number or a decimal string) as the desk's money
 * string. A JSON number is the nearest double to the decimal that was written: scaling by 10⁴
 * and rounding recovers that decimal exactly.
 */
export function moneyFrom(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${value}`);
    return fromUnits(Math.round(value * 10 ** SCALE_DIGITS));
  }
  return fromUnits(toUnits(value));
}
