/**
 * A fast non-cryptographic 128-bit fingerprint of a string (the public-domain cyrb128 mix).
 * Shopping mints thousands of ids per answer; md5 through node:crypto costs several microseconds
 * per call, this a fraction of one. The ids only need to be stable and well spread, not secret.
 */
export function fingerprint128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hex32(value: number): string {
  return (HEX_BYTES[value >>> 24] ?? '') + (HEX_BYTES[(value >>> 16) & 255] ?? '') + (HEX_BYTES[(value >>> 8) & 255] ?? '') + (HEX_BYTES[value & 255] ?? '');
}

/** 32 lower-case hex digits, the look of the real service's ids. */
export function fingerprintHex(text: string): string {
  const [a, b, c, d] = fingerprint128(text);
  return hex32(a) + hex32(b) + hex32(c) + hex32(d);
}
