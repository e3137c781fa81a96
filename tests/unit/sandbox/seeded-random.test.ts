import { describe, expect, it } from 'vitest';
import { hashKey, mulberry32, streamFor, unitFor } from '../../../electron/sandbox/random/seeded-random';
import { fingerprintHex } from '../../../electron/sandbox/random/fingerprint';

describe('seeded randomness', () => {
  it('the same seed gives the same sequence; another seed another one', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed).next);
    const first = mulberry32(42);
    const again = mulberry32(42);
    const a = Array.from({ length: 100 }, () => first.next());
    expect(Array.from({ length: 100 }, () => again.next())).toEqual(a);
    expect(take(43)).not.toEqual(take(42));
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('the sequence is pinned: changing the generator would silently reshape every world', () => {
    const random = mulberry32(1);
    expect([random.next(), random.next(), random.next()].map((v) => v.toFixed(8))).toEqual(['0.62707394', '0.00273572', '0.52744704']);
  });

  it('int, chance and pick stay within their ranges', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 500; i += 1) {
      const value = random.int(3, 9);
      expect(Number.isInteger(value) && value >= 3 && value <= 9).toBe(true);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
    expect(Array.from({ length: 1000 }, () => random.chance(0.2)).filter(Boolean).length).toBeGreaterThan(150);
    expect(() => random.pick([])).toThrow();
  });

  it('streams per key are independent of the order they are asked in', () => {
    const a1 = streamFor(1, 'route', 'CA|PEK-LHR').next();
    streamFor(1, 'something else').next();
    expect(streamFor(1, 'route', 'CA|PEK-LHR').next()).toBe(a1);
    expect(unitFor(1, 'x', 2)).toBe(unitFor(1, 'x', 2));
    expect(hashKey(1, 'x')).not.toBe(hashKey(2, 'x'));
  });

  it('fingerprints are stable 32-hex strings that differ for different text', () => {
    expect(fingerprintHex('abc')).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintHex('abc')).toBe(fingerprintHex('abc'));
    expect(fingerprintHex('abc')).not.toBe(fingerprintHex('abd'));
  });
});
