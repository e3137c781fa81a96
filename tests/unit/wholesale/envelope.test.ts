import { describe, expect, it } from 'vitest';
import { excerptOf, readEnvelope } from '../../../electron/main/wholesale/envelope';
import { wordAll } from '../../../electron/contract/words';

describe('response envelope', () => {
  it('reads success with data, errorCode as a string (real) or a number (tolerated)', () => {
    expect(readEnvelope({ errorCode: '0', errorMsg: 'ok', data: { a: 1 } }, true)).toEqual({ kind: 'success', data: { a: 1 }, warningMessage: null });
    expect(readEnvelope({ errorCode: 0, errorMsg: 'OK', data: { a: 1 } }, true)).toMatchObject({ kind: 'success' });
  });

  it('treats errorCode "0" with data null or absent as an error on a data-returning operation', () => {
    expect(wordAll('en', readEnvelope({ errorCode: '0', errorMsg: 'ok', data: null }, true))).toMatchObject({ kind: 'malformed', message: expect.stringContaining('no data') });
    expect(readEnvelope({ errorCode: '0', errorMsg: 'ok' }, true)).toMatchObject({ kind: 'malformed' });
  });

  it('accepts success without data where the operation returns none (ModifyOrderStatus)', () => {
    expect(readEnvelope({ errorCode: '0', errorMsg: 'ok' }, false)).toEqual({ kind: 'success', data: null, warningMessage: null });
  });

  it('returns the code and message of a business error, with or without data', () => {
    expect(readEnvelope({ errorCode: 'B068', errorMsg: 'The segment detail is different…' }, true)).toEqual({ kind: 'api-error', code: 'B068', message: 'The segment detail is different…' });
    expect(readEnvelope({ errorCode: 'B002', errorMsg: 'Partner is not exists.', data: null }, true)).toMatchObject({ kind: 'api-error', code: 'B002' });
    expect(readEnvelope({ errorCode: 'S001' }, true)).toEqual({ kind: 'api-error', code: 'S001', message: '' });
  });

  it('keeps a refund warning', () => {
    expect(readEnvelope({ errorCode: '0', errorMsg: 'ok', warningMsg: 'PNR not cancelled', data: {} }, true)).toMatchObject({ warningMessage: 'PNR not cancelled' });
  });

  it.each([[null], [[]], ['text'], [{ errorMsg: 'ok' }], [{ errorCode: '' }], [{ errorCode: {} }]])('refuses %j as malformed', (body) => {
    expect(readEnvelope(body, true).kind).toBe('malformed');
  });

  it('excerpts bodies on one short line', () => {
    expect(excerptOf('{\n  "a":   1\n}')).toBe('{ "a": 1 }');
    expect(excerptOf('x'.repeat(500))).toHaveLength(161);
  });
});
