/**
 * Shares one built value among equal pieces of an answer without allocating to find out they
 * are equal: a hash over the fields the desk reads picks the bucket, a comparison of those same
 * fields with the piece the value was built from confirms it. Fields the desk ignores are not
 * compared (they are ignored either way). Keying by JSON.stringify would create a string per
 * piece, and generic key walks (for…in) are slow: on 2,000-solution answers both cost more than
 * the reading itself (see shopping.pipeline_vs_json_parse in `npm run bench`).
 */
export interface PieceShape {
  hash(piece: unknown): number;
  equal(a: unknown, b: unknown): boolean;
}

export class JsonIntern<T> {
  private readonly buckets = new Map<number, { source: unknown; value: T }[]>();

  constructor(private readonly shape: PieceShape) {}

  /** The value built from an equal piece seen before, or `build(piece)` remembered for next time. */
  get(piece: unknown, build: (piece: unknown) => T): T {
    const hash = this.shape.hash(piece);
    const bucket = this.buckets.get(hash);
    if (bucket) {
      for (const entry of bucket) if (this.shape.equal(entry.source, piece)) return entry.value;
    }
    const value = build(piece);
    if (bucket) bucket.push({ source: piece, value });
    else this.buckets.set(hash, [{ source: piece, value }]);
    return value;
  }
}

export function mix(hash: number, value: number): number {
  return Math.imul(hash ^ value, 0x01000193) >>> 0;
}

/** Cheap and good enough to spread buckets; equality decides. */
export function mixValue(hash: number, value: unknown): number {
  if (typeof value === 'number') return mix(hash, Number.isInteger(value) ? value | 0 : Math.round(value * 10_000) | 0);
  if (typeof value === 'string') return value.length === 0 ? mix(hash, 23) : mix(mix(hash, value.length), value.charCodeAt(0) * 31 + value.charCodeAt(value.length - 1));
  if (value === null) return mix(hash, 7);
  if (value === undefined) return mix(hash, 29);
  if (Array.isArray(value)) {
    let h = mix(hash, 11 + value.length);
    for (let i = 0; i < value.length; i++) h = mixValue(h, value[i]);
    return h;
  }
  return mix(hash, typeof value === 'boolean' ? (value ? 3 : 5) : 19);
}

/**
 * Equality of two lists of objects, element by element: objects with `sameItem`, anything else
 * (null, a stray primitive) by ===. Non-lists are equal only when identical.
 */
export function sameListOf(a: unknown, b: unknown, sameItem: (x: Record<string, unknown>, y: Record<string, unknown>) => boolean): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return a === b;
  for (let i = 0; i < a.length; i++) {
    const x: unknown = a[i];
    const y: unknown = b[i];
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) {
      if (x !== y) return false;
    } else if (!sameItem(x as Record<string, unknown>, y as Record<string, unknown>)) {
      return false;
    }
  }
  return true;
}

/** Equality of a field value: primitives by ===, arrays of primitives element-wise. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
