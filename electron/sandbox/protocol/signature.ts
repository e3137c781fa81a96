/**
 * The sign: md5(partnerId + partnerKey) as 32 lower-case hex digits, nothing in between and no
 * timestamp, so it never changes. The sandbox compares it exactly: an upper-case sign is wrong,
 * as the real-world notes insist on lower case.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function signFor(partnerId: string, partnerKey: string): string {
  return createHash('md5').update(partnerId + partnerKey, 'utf8').digest('hex');
}

export function isValidSign(partnerId: string, partnerKey: string, sign: string): boolean {
  const expected = Buffer.from(signFor(partnerId, partnerKey), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
