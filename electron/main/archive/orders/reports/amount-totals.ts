import type { ReportAmount } from '../../../../contract/domains/reports';
import { fromUnits, toUnits } from '../../../../contract/money';

/** An amount read into integer ten-thousandths, under the currency it is summed in. */
export interface ParsedAmount {
  currency: string;
  units: number;
}

/**
 * An amount as integer units, or null when there is none to add (no amount, or not a decimal). An
 * amount the file holds without a currency is kept under `''` rather than guessed. Read once and
 * added with `addUnits` to every line an order counts in (a sale counts in seven).
 */
export function parseAmount(currency: string | null, amount: string | null): ParsedAmount | null {
  if (amount === null || amount === '') return null;
  try {
    return { currency: currency ?? '', units: toUnits(amount) };
  } catch {
    return null;
  }
}

/**
 * Amounts summed per currency, exactly: each decimal string is read into integer ten-thousandths
 * (contract/money.ts) and added as an integer. Currencies are never added together.
 */
export class AmountTotals {
  private readonly units = new Map<string, number>();

  /** Adds an amount; false when there is none to add (the order has no amount, or it is not a decimal). */
  add(currency: string | null, amount: string | null): boolean {
    const parsed = parseAmount(currency, amount);
    if (parsed) this.addUnits(parsed.currency, parsed.units);
    return parsed !== null;
  }

  /** Adds integer units. A total past 2^53 units (about 900 billion) is refused, never rounded. */
  addUnits(currency: string, units: number): void {
    const total = (this.units.get(currency) ?? 0) + units;
    if (!Number.isSafeInteger(total)) throw new RangeError(`a ${currency} total too large to add exactly`);
    this.units.set(currency, total);
  }

  addAll(other: AmountTotals): void {
    for (const [currency, units] of other.units) this.addUnits(currency, units);
  }

  unitsOf(currency: string): number {
    return this.units.get(currency) ?? 0;
  }

  currencies(): string[] {
    return [...this.units.keys()].sort();
  }

  /** Per currency, by code. */
  amounts(): ReportAmount[] {
    return this.currencies().map((currency) => ({ currency, amount: fromUnits(this.units.get(currency) ?? 0) }));
  }
}

/** A total divided by a count, to the cent, half away from zero, exactly (integers throughout). */
export function perCount(units: number, count: number): string {
  if (count <= 0) return '0.00';
  // Units are ten-thousandths, so a cent is 100 of them; round(a / b) = floor((2a + b) / 2b) in integers.
  const a = BigInt(Math.abs(units));
  const b = BigInt(count) * 100n;
  const cents = (2n * a + b) / (2n * b);
  return fromUnits(Math.sign(units) * Number(cents) * 100);
}
