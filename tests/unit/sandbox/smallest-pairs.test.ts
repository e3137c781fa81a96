import { describe, expect, it } from 'vitest';
import { smallestPairs } from '../../../electron/sandbox/offers/smallest-pairs';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';

describe('the k cheapest round-trip pairs', () => {
  it('equal the brute-force answer over every group', () => {
    const random = mulberry32(3);
    const list = () => Array.from({ length: random.int(0, 30) }, () => random.int(1, 1000)).sort((a, b) => a - b);
    const groups = Array.from({ length: 6 }, () => ({ first: list(), second: list() }));
    const compatible = (a: number, b: number) => (a + b) % 7 !== 0;
    const brute = groups
      .flatMap((g) => g.first.flatMap((a) => g.second.map((b) => [a, b] as [number, number])))
      .filter(([a, b]) => compatible(a, b))
      .map(([a, b]) => a + b)
      .sort((a, b) => a - b)
      .slice(0, 50);
    const fast = smallestPairs(groups, (x) => x, compatible, 50).map(([a, b]) => a + b);
    expect(fast).toEqual(brute);
  });
});
