/**
 * Authentication comes before anything else (real-world notes): a request with a bad sign answers
 * B003 even when the rest of it is invalid. A body without a readable `authentication.partnerId`
 * names no known partner and answers B002; a missing or wrong sign answers B003.
 */
import { AUTH_MESSAGES, type CodedError } from './error-messages';
import { isJsonObject } from './field-reader';
import { isValidSign } from './signature';

export interface PartnerDirectory {
  keyOf(partnerId: string): string | undefined;
}

export type AuthenticationResult = { ok: true; partnerId: string } | { ok: false; error: CodedError };

export function authenticate(body: unknown, partners: PartnerDirectory): AuthenticationResult {
  const authentication = isJsonObject(body) ? body.authentication : undefined;
  const partnerId = isJsonObject(authentication) ? authentication.partnerId : undefined;
  const key = typeof partnerId === 'string' ? partners.keyOf(partnerId) : undefined;
  if (typeof partnerId !== 'string' || key === undefined) {
    return { ok: false, error: { code: 'B002', message: AUTH_MESSAGES.B002 } };
  }
  const sign = isJsonObject(authentication) ? authentication.sign : undefined;
  if (typeof sign !== 'string' || !isValidSign(partnerId, key, sign)) {
    return { ok: false, error: { code: 'B003', message: AUTH_MESSAGES.B003 } };
  }
  return { ok: true, partnerId };
}
