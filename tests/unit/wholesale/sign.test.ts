import { describe, expect, it } from 'vitest';
import { authenticationFor, computeSign } from '../../../electron/main/wholesale/sign';

describe('request signature', () => {
  it('is md5(partnerId + partnerKey) in lower-case hex, nothing in between', () => {
    // md5("abc") is the RFC 1321 test vector.
    expect(computeSign('a', 'bc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(computeSign('ab', 'c')).toBe(computeSign('a', 'bc'));
  });

  it('handles Base64-looking partner ids with + / =', () => {
    const sign = computeSign('ab+/cd==', 'key');
    expect(sign).toMatch(/^[0-9a-f]{32}$/);
    expect(sign).not.toBe(computeSign('ab  cd==', 'key'));
  });

  it('builds the authentication object', () => {
    expect(authenticationFor('a', 'bc')).toEqual({ partnerId: 'a', sign: '900150983cd24fb0d6963f7d28e17f72' });
  });
});
