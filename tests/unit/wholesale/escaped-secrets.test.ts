/**
 * Issue 21, finding 9: a sign echoed with every character `\u`-escaped or as HTML character
 * references reached desk.log in full; a 20-hex-digit prefix of the sign and a twice
 * percent-encoded partner id were not redacted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileLogger } from '../../../electron/main/logging/logger';
import { decodeEscapes } from '../../../electron/main/wholesale/escape-decoding';
import { HEX_WINDOW, Redactor, REDACTED } from '../../../electron/main/wholesale/redaction';
import { SecretRegistry } from '../../../electron/main/wholesale/secret-registry';
import { computeSign } from '../../../electron/main/wholesale/sign';
import { tempDir } from '../../support/temp-dir';

const PARTNER = 'Agency+Scan/Id==';
const KEY = 'agency-scan-key-5d1f9c';
const SIGN = computeSign(PARTNER, KEY);
const redactor = new Redactor({ secrets: [KEY, SIGN], partnerId: PARTNER });

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');
const eachChar = (text: string, encode: (code: number) => string) => [...text].map((c) => encode(c.charCodeAt(0))).join('');
const percentAll = (text: string) => eachChar(text, (code) => `%${hex(code, 2).toUpperCase()}`);

/** Everything an attacker reading the text could decode from it, every escape undone. */
function readable(text: string): string {
  return (decodeEscapes(text)?.text ?? text).toLowerCase();
}

function expectGone(clean: string, secret: string): void {
  expect(readable(clean)).not.toContain(secret.toLowerCase());
  expect(readable(clean)).not.toContain(secret.toLowerCase().slice(0, HEX_WINDOW));
}

describe('a sign behind escapes (finding 9)', () => {
  it.each([
    ['\\u-escaped, lower-case hex', eachChar(SIGN, (c) => `\\u${hex(c, 4)}`)],
    ['\\u-escaped, upper-case hex', eachChar(SIGN, (c) => `\\u${hex(c, 4).toUpperCase()}`)],
    ['\\u-escaped inside a JSON string inside JSON (two backslashes)', eachChar(SIGN, (c) => `\\\\u${hex(c, 4)}`)],
    ['\\x-escaped', eachChar(SIGN, (c) => `\\x${hex(c, 2)}`)],
    ['half the characters \\u-escaped', [...SIGN].map((c, i) => (i % 2 ? `\\u${hex(c.charCodeAt(0), 4)}` : c)).join('')],
    ['HTML hex references', eachChar(SIGN, (c) => `&#x${hex(c, 2)};`)],
    ['HTML hex references, upper-case X and leading zeros', eachChar(SIGN, (c) => `&#X00${hex(c, 2).toUpperCase()};`)],
    ['HTML decimal references', eachChar(SIGN, (c) => `&#${c};`)],
    ['HTML decimal references without the semicolon', eachChar(SIGN, (c) => `&#${c}`)],
    ['HTML references escaped again (&amp;#x61;)', eachChar(SIGN, (c) => `&amp;#x${hex(c, 2)};`)],
    ['every character percent-encoded', percentAll(SIGN)],
    ['every character percent-encoded three times', percentAll(SIGN).replace(/%/g, '%2525')],
    ['HTML references percent-encoded', encodeURIComponent(eachChar(SIGN, (c) => `&#${c};`))],
  ])('is redacted when %s', (_label, echoed) => {
    const clean = redactor.text(`{"errorMsg":"Illegal sign: ${echoed} (partner ${PARTNER})"}`);
    expect(clean).toContain(REDACTED);
    expectGone(clean, SIGN);
  });

  it('redacts the key behind the same escapes', () => {
    for (const echoed of [eachChar(KEY, (c) => `\\u${hex(c, 4)}`), eachChar(KEY, (c) => `&#${c};`), encodeURIComponent(encodeURIComponent(KEY)).replace(/-/g, '%252D')]) {
      expect(readable(redactor.text(`key=${echoed}`))).not.toContain(KEY);
    }
  });
});

describe('a sign cut short (finding 9)', () => {
  it.each([
    ['its first 20 hex digits', SIGN.slice(0, 20)],
    ['its first 16', SIGN.slice(0, HEX_WINDOW)],
    ['its last 16', SIGN.slice(-HEX_WINDOW)],
    ['16 from its middle', SIGN.slice(8, 8 + HEX_WINDOW)],
    ['its first 20, upper-case', SIGN.slice(0, 20).toUpperCase()],
    ['its first 20 followed by other hex digits', `${SIGN.slice(0, 20)}00ff`],
  ])('redacts %s', (_label, fragment) => {
    const clean = redactor.text(`sign ${fragment} is illegal`);
    expect(clean).toBe(`sign ${REDACTED} is illegal`);
  });

  it('redacts a 20-digit prefix behind escapes too', () => {
    expectGone(redactor.text(`sign ${eachChar(SIGN.slice(0, 20), (c) => `\\u${hex(c, 4)}`)}`), SIGN.slice(0, 20));
  });

  it(`keeps runs shorter than ${HEX_WINDOW} digits and hex that is not the sign (order numbers, hashes)`, () => {
    const short = SIGN.slice(0, HEX_WINDOW - 1);
    expect(redactor.text(`sign ${short}…`)).toBe(`sign ${short}…`);
    const innocent = 'order 917083410240542001 hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(redactor.text(innocent)).toBe(innocent);
  });
});

describe('a partner id encoded at any depth (finding 9)', () => {
  it.each([
    ['percent-encoded twice', encodeURIComponent(encodeURIComponent(PARTNER))],
    ['percent-encoded twice, lower-case', encodeURIComponent(encodeURIComponent(PARTNER)).toLowerCase()],
    ['percent-encoded five times', [1, 2, 3, 4, 5].reduce((text) => encodeURIComponent(text), PARTNER)],
    ['every character percent-encoded twice', encodeURIComponent(percentAll(PARTNER))],
    ['with HTML named references', PARTNER.replace('+', '&plus;').replace('/', '&sol;').replace(/=/g, '&equals;')],
    ['\\u-escaped', eachChar(PARTNER, (c) => `\\u${hex(c, 4)}`)],
  ])('is named, not shown, when %s', (_label, echoed) => {
    const clean = redactor.text(`partnerId=${echoed}&x=1`);
    expect(clean).toBe('partnerId=[partner id]&x=1');
  });
});

describe('ordinary text with escapes is left alone', () => {
  it('keeps percent-encoding, entities and \\u escapes that hide no secret', () => {
    const text = '{"city":"Montr\\u00e9al","q":"a%20b%2520c","html":"A&amp;B &lt;b&gt; &#169; &unknown;","path":"a\\/b"}';
    expect(redactor.text(text)).toBe(text);
  });

  it('keeps the text around a redacted escape exactly', () => {
    const echoed = eachChar(SIGN, (c) => `&#x${hex(c, 2)};`);
    expect(redactor.text(`before ${echoed} after &amp; %41`)).toBe(`before ${REDACTED} after &amp; %41`);
  });
});

describe('desk.log (the logger with the secret registry)', () => {
  const dir = tempDir('escaped-secrets-log');
  afterAll(() => dir.remove());

  it('holds none of the forms the review echoed', () => {
    const registry = new SecretRegistry();
    registry.add({ secrets: [KEY, SIGN], partnerId: PARTNER });
    const logger = createFileLogger(dir.path, { redact: (line) => registry.redact(line) });
    const echoes = {
      unicode: eachChar(SIGN, (c) => `\\u${hex(c, 4)}`),
      entities: eachChar(SIGN, (c) => `&#x${hex(c, 2)};`),
      decimal: eachChar(SIGN, (c) => `&#${c};`),
      prefix: SIGN.slice(0, 20),
      partner: encodeURIComponent(encodeURIComponent(PARTNER)),
    };
    logger.error('wholesale.unexpected', { body: JSON.stringify({ errorMsg: `echo ${echoes.unicode} ${echoes.entities}` }), ...echoes });
    const log = readFileSync(join(dir.path, 'desk.log'), 'utf8');
    expect(log).toContain('wholesale.unexpected');
    const decoded = readable(log);
    expect(decoded).not.toContain(SIGN.slice(0, HEX_WINDOW));
    expect(decoded).not.toContain(PARTNER.toLowerCase());
    expect(decoded).not.toContain('scan');
  });
});
