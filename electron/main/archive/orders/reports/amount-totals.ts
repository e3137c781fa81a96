import type { ReportAmount } from '../../../../contract/domains/reports';
import { fromUnits, toUnits } from '../../../../contract/money';

/**
 * Amounts summed per currency, exactly: each decimal string is read into integer ten-thousandths
 * (contract/money.ts) and added as an integer. Currencies are never added together; an amount the
 * file holds without a currency is kept under `''` rather than guessed.
 */
export class AmountTotals {
  private readonly units = new Map<string, number>();

  /** Adds an amount; false when there is none to add (the order has no amount, or it is not a decimal). */
  add(currency: string | null, amount: string | null): boolean {
    if (amount === null || amount === '') return false;
    let units: number;
    try {
      units = toUnits(amount);
    } catch {
      return false;
    }
    const key = currency ?? '';
    this.units.set(key, (this.units.get(key) ?? 0) + units);
    return true;
  }

  addUnits(currency: string, units: number): void {
    this.units.set(currency, (this.units.get(currency) ?? 0) + units);
  }

  addAll(other: AmountTotals): void {
    for (const [currency, units] of other.units) this.units.set(currency, (this.units.get(currency) ?? 0) + units);
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
