/**
 * Deterministic randomness. Everything the sandbox invents (routes, schedules, fares, seats,
 * names, order numbers) comes from here so that the same seed always yields the same world.
 */

/** A stream of pseudo-random numbers in [0, 1). */
export interface RandomStream {
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/**
 * mulberry32: a tiny 32-bit generator with good statistical quality for simulation and, unlike
 * Math.random, reproducible from a seed.
 */
export function mulberry32(seed: number): RandomStream {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

/**
 * FNV-1a over the parts joined by '|'. Used to derive an independent stream per thing
 * (a route, a flight on a date…) so that asking about one thing never shifts another's values.
 */
export function hashKey(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A stream dedicated to one key under one seed. */
export function streamFor(seed: number, ...parts: readonly (string | number)[]): RandomStream {
  return mulberry32(hashKey(seed, ...parts));
}

/** One number in [0, 1) for one key under one seed, without building a stream. */
export function unitFor(seed: number, ...parts: readonly (string | number)[]): number {
  return mulberry32(hashKey(seed, ...parts)).next();
}
