import { describe, expect, it } from 'vitest';
import { isValidSign, signFor } from '../../../electron/sandbox/protocol/signature';
import { authenticate } from '../../../electron/sandbox/protocol/authenticate';
import { parseFormBody, readRefundParam } from '../../../electron/sandbox/protocol/refund-form';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../../electron/sandbox';

describe('the sign', () => {
  it('is md5(partnerId + partnerKey) in lower-case hex', () => {
    // md5("abc") is a published test vector.
    expect(signFor('a', 'bc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(isValidSign('a', 'bc', '900150983cd24fb0d6963f7d28e17f72')).toBe(true);
    expect(isValidSign('a', 'bc', '900150983CD24FB0D6963F7D28E17F72')).toBe(false);
    expect(isValidSign('a', 'bc', 'short')).toBe(false);
  });

  it('authentication: unknown partner B002, wrong or missing sign B003', () => {
    const partners = { keyOf: (id: string) => (id === DEMO_PARTNER_ID ? DEMO_PARTNER_KEY : undefined) };
    expect(authenticate({ authentication: { partnerId: 'x', sign: 'y' } }, partners)).toEqual({ ok: false, error: { code: 'B002', message: 'Partner is not exists.' } });
    expect(authenticate({}, partners)).toMatchObject({ ok: false, error: { code: 'B002' } });
    expect(authenticate({ authentication: { partnerId: DEMO_PARTNER_ID } }, partners)).toEqual({ ok: false, error: { code: 'B003', message: 'Illegal sign.' } });
    expect(authenticate({ authentication: { partnerId: DEMO_PARTNER_ID, sign: signFor(DEMO_PARTNER_ID, DEMO_PARTNER_KEY) } }, partners)).toEqual({ ok: true, partnerId: DEMO_PARTNER_ID });
  });
});

describe('form decoding of the refund param', () => {
  const json = { authentication: { partnerId: DEMO_PARTNER_ID }, data: { note: '>>>???' } };
  const base64 = Buffer.from(JSON.stringify(json)).toString('base64');

  it('the Base64 of the sample contains "+", "/" and "="', () => {
    expect(base64).toMatch(/\+/);
    expect(base64).toMatch(/\//);
  });

  it('percent-encoded: %2B is "+", %2F is "/", %3D is "="', () => {
    const result = readRefundParam(`param=${encodeURIComponent(base64)}`);
    expect(result).toEqual({ ok: true, param: { json, rawPlusRepaired: false } });
  });

  it('form rules turn a raw "+" into a space; the sandbox reads it back as "+" and says so', () => {
    expect(parseFormBody(`param=${base64}`)?.get('param')).toContain(' ');
    expect(readRefundParam(`param=${base64}`)).toEqual({ ok: true, param: { json, rawPlusRepaired: true } });
  });

  it('the URL-safe Base64 alphabet and MIME line breaks are accepted too', () => {
    const urlSafe = base64.replaceAll('+', '-').replaceAll('/', '_');
    expect(readRefundParam(`param=${urlSafe}`)).toMatchObject({ ok: true, param: { json } });
    const wrapped = `${base64.slice(0, 20)}\r\n${base64.slice(20)}`;
    expect(readRefundParam(`param=${encodeURIComponent(wrapped)}`)).toMatchObject({ ok: true, param: { json } });
  });

  it('other fields are ignored; the first param wins', () => {
    expect(readRefundParam(`x=1&param=${encodeURIComponent(base64)}&param=AAAA`)).toMatchObject({ ok: true, param: { json } });
  });

  it('missing or unreadable params are told apart', () => {
    expect(readRefundParam('')).toEqual({ ok: false, problem: 'missing' });
    expect(readRefundParam('param=')).toEqual({ ok: false, problem: 'missing' });
    expect(readRefundParam('param=%ZZ')).toEqual({ ok: false, problem: 'illegal' });
    expect(readRefundParam('param=***')).toEqual({ ok: false, problem: 'illegal' });
    expect(readRefundParam(`param=${Buffer.from('{not json').toString('base64')}`)).toEqual({ ok: false, problem: 'illegal' });
  });
});
