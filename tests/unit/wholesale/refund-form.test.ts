import { describe, expect, it } from 'vitest';
import { decodeRefundForm, encodeRefundForm } from '../../../electron/main/wholesale/refund-form';

describe('RefundRequest form body', () => {
  it('is one field, param, holding the Base64 of the JSON, percent-encoded', () => {
    const request = { authentication: { partnerId: 'ab+/cd==', sign: 'x' }, data: { orderNum: '123456789012345678' } };
    const body = encodeRefundForm(request);
    expect(body.startsWith('param=')).toBe(true);
    // No raw Base64 specials: a bare + would be read as a space by the server's form decoder.
    expect(body.slice('param='.length)).not.toMatch(/[+/=]/);
    expect(decodeRefundForm(body)).toEqual(request);
  });

  it('survives a standard form decoder', () => {
    const request = { data: { note: '?>>?' } }; // Base64 of this contains + and /
    const base64 = Buffer.from(JSON.stringify(request)).toString('base64');
    expect(base64).toMatch(/[+/]/);
    const value = new URLSearchParams(encodeRefundForm(request)).get('param');
    expect(value).toBe(base64);
  });
});
