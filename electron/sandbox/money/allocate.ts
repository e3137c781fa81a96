/**
 * Splitting an amount of cents into parts that add back to the whole, by the largest-remainder
 * method: each part gets the floor of its exact share, and the cents left over go one each to the
 * parts with the largest fractional remainders (the earliest part first on a tie). Flooring alone
 * loses cents: 9,637.12 over two segments floored to 4,818.56 + 4,818.56 is right, but over three it
 * is 3,212.37 × 3 = 9,637.11, and a full refund came back a cent short.
 */
import { type Cents } from './cents';

/**
 * `total` split in proportion to `weights` (non-negative integers, not all zero). Equal weights
 * split as evenly as cents allow, the earlier parts taking the odd cents.
 */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`not a whole number of cents: ${total}`);
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be non-negative integers');
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weightSum === 0) throw new RangeError('weights must not all be zero');
  // Work on the magnitude so a negative amount splits as the mirror of the positive one.
  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const divisor = BigInt(weightSum);
  // BigInt: total × weight can pass 2^53 for large amounts and many parts.
  const exact = weights.map((w) => magnitude * BigInt(w));
  const parts = exact.map((e) => e / divisor);
  let left = magnitude - parts.reduce((sum, p) => sum + p, 0n);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % divisor }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => sign * Number(p) + 0);
}
