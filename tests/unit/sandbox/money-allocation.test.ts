/**
 * Splits of money add back to the whole (issue 23, "the sandbox as partners' clients see it",
 * item 3: a full refund of 18,179.29 paid back 18,179.28). Property-style: thousands of seeded
 * random amounts, part counts, weights and orders, each checked against the invariants.
 */
import { describe, expect, it } from 'vitest';
import { totalFor, type FareQuote } from '../../../electron/sandbox/fares/fare-quote';
import { allocateCents } from '../../../electron/sandbox/money/allocate';

const splitEvenly = (total: number, count: number): number[] => allocateCents(total, Array<number>(count).fill(1));
import { refundAmounts } from '../../../electron/sandbox/orders/refund-amounts';
import { type AirOrder, type OrderPassenger, type OrderSegment } from '../../../electron/sandbox/orders/order-model';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';

const CASES = 5_000;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

describe('allocateCents: the parts add back to the whole', () => {
  it('the cent a floored split lost: 9,637.12 over three segments', () => {
    expect(splitEvenly(963712, 3)).toEqual([321238, 321237, 321237]);
    expect(sum(splitEvenly(963712, 3))).toBe(963712);
    expect(splitEvenly(1817929, 2)).toEqual([908965, 908964]);
  });

  it(`${CASES} random amounts and weights: the sum is the total, every part within a cent of its exact share`, () => {
    const random = mulberry32(23);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i += 1) {
      // Up to 100 million yuan, some negative, some zero; 1–12 parts, some weights zero.
      const total = random.chance(0.05) ? 0 : random.int(-10_000_000_000, 10_000_000_000);
      const weights = Array.from({ length: random.int(1, 12) }, () => (random.chance(0.1) ? 0 : random.int(1, 1_000_000)));
      if (sum(weights) === 0) weights[0] = 1;
      const parts = allocateCents(total, weights);
      const weightSum = sum(weights);
      const fair = parts.every((part, index) => {
        const exact = (total * (weights[index] ?? 0)) / weightSum;
        return Number.isSafeInteger(part) && Math.abs(part - exact) < 1 + 1e-6 && (weights[index] !== 0 || part === 0);
      });
      const again = allocateCents(total, weights);
      if (parts.length !== weights.length || sum(parts) !== total || !fair || again.some((part, index) => part !== parts[index])) {
        failures.push(`${total} by ${weights.join(',')} → ${parts.join(',')}`);
      }
    }
    // Collected, then one expect: 5,000 cases stay fast and every failing one is named.
    expect(failures).toEqual([]);
  });

  it(`${CASES} even splits: parts differ by at most one cent, the larger ones first`, () => {
    const random = mulberry32(2023);
    for (let i = 0; i < CASES; i += 1) {
      const total = random.int(0, 5_000_000_000);
      const count = random.int(1, 9);
      const parts = splitEvenly(total, count);
      const ordered = parts.every((part, index) => index === 0 || part <= (parts[index - 1] ?? part));
      // One expect per case keeps 5,000 cases fast; the message names the failing one.
      expect({ sum: sum(parts), spread: Math.max(...parts) - Math.min(...parts) <= 1, ordered }, `${total} in ${count}`).toEqual({ sum: total, spread: true, ordered: true });
    }
  });

  it('refuses what is not money or not a split', () => {
    expect(() => allocateCents(1.5, [1, 1])).toThrow(RangeError);
    expect(() => allocateCents(100, [])).toThrow(RangeError);
    expect(() => allocateCents(100, [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(100, [1, -1])).toThrow(RangeError);
  });
});

describe('refund amounts: a refund of everything unflown returns exactly what was paid', () => {
  const DAY = 86_400_000;
  const NOW = Date.parse('2026-11-26T08:00:00Z');

  function randomOrder(random: ReturnType<typeof mulberry32>, product: AirOrder['product']): AirOrder {
    const cents = (max: number): number => random.int(0, max);
    const quote: FareQuote = {
      adtFare: random.int(5_000, 5_000_000),
      adtTax: cents(300_000),
      chdFare: cents(4_000_000),
      chdTax: cents(250_000),
      infFare: cents(500_000),
      infTax: cents(1_000),
      qCharge: cents(300_000),
      tktFee: random.chance(0.5) ? 500 : 0,
      platformServiceFee: random.chance(0.2) ? 1550 : 0,
      merchantFee: cents(10_000),
    };
    const types = ['ADT', ...Array.from({ length: random.int(0, 5) }, () => random.pick(['ADT', 'CHD', 'INF'] as const))];
    const passengers = types.map((psgType, index) => ({ passengerIndex: index + 1, psgType }) as OrderPassenger);
    const segments = Array.from({ length: random.int(1, 6) }, (_, index) => ({ segmentNo: index + 1, departureInstant: NOW + (index + 1) * DAY }) as OrderSegment);
    const count = (type: string): number => types.filter((t) => t === type).length;
    const orderAmount = totalFor(quote, { adults: count('ADT'), children: count('CHD'), infants: count('INF') });
    return { quote, passengers, segments, orderAmount, product } as unknown as AirOrder;
  }

  it(`${CASES / 5} random orders: an involuntary refund of every passenger and segment adds up to the order amount`, () => {
    const random = mulberry32(18_179_29);
    for (let i = 0; i < CASES / 5; i += 1) {
      const order = randomOrder(random, random.pick(['SAVER', 'STANDARD', 'FLEX'] as const));
      const everything = order.passengers.map((p) => ({ passengerIndex: p.passengerIndex, segmentNos: order.segments.map((s) => s.segmentNo) }));
      const lines = refundAmounts(order, everything, 1, NOW);
      expect(sum(lines.map((line) => line.paid))).toBe(order.orderAmount);
      expect(sum(lines.map((line) => line.refund))).toBe(order.orderAmount);
    }
  });

  it(`${CASES / 5} random orders: a passenger's segments refunded in two parts pay what refunding them at once pays`, () => {
    const random = mulberry32(963_712);
    for (let i = 0; i < CASES / 5; i += 1) {
      const order = randomOrder(random, 'FLEX');
      const all = order.segments.map((s) => s.segmentNo);
      const cut = random.int(0, all.length);
      const index = order.passengers[random.int(0, order.passengers.length - 1)]?.passengerIndex ?? 1;
      const [whole] = refundAmounts(order, [{ passengerIndex: index, segmentNos: all }], 1, NOW);
      const [first] = refundAmounts(order, [{ passengerIndex: index, segmentNos: all.slice(0, cut) }], 1, NOW);
      const [second] = refundAmounts(order, [{ passengerIndex: index, segmentNos: all.slice(cut) }], 1, NOW);
      expect((first?.paid ?? 0) + (second?.paid ?? 0)).toBe(whole?.paid);
    }
  });

  it('flown segments are used at their share, so used + refunded = paid on an involuntary refund', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 500; i += 1) {
      const order = randomOrder(random, 'FLEX');
      // The first segments have flown.
      const flown = random.int(0, order.segments.length);
      order.segments.forEach((segment, s) => (segment.departureInstant = s < flown ? NOW - DAY : NOW + DAY));
      const items = order.passengers.map((p) => ({ passengerIndex: p.passengerIndex, segmentNos: order.segments.map((s) => s.segmentNo) }));
      const lines = refundAmounts(order, items, 1, NOW);
      for (const line of lines) expect(line.used + line.refund).toBe(line.paid);
      expect(sum(lines.map((line) => line.paid))).toBe(order.orderAmount);
    }
  });
});
