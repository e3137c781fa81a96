import { createHash } from 'node:crypto';

/**
 * The request signature: md5(partnerId + partnerKey), lower-case hex. It has no timestamp or
 * nonce, so it never changes: treat it exactly like the key (never logged, never sent to the
 * renderer). This is the only place it is computed.
 */
export function computeSign(partnerId: string, partnerKey: string): string {
  return createHash('md5').update(partnerId + partnerKey, 'utf8').digest('hex');
}

export interface Authentication {
  partnerId: string;
  sign: string;
}

export function authenticationFor(partnerId: string, partnerKey: string): Authentication {
  return { partnerId, sign: computeSign(partnerId, partnerKey) };
}
