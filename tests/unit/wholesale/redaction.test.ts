import { describe, expect, it } from 'vitest';
import { encodeRefundForm } from '../../../electron/main/wholesale/refund-form';
import { Redactor, REDACTED } from '../../../electron/main/wholesale/redaction';

const SIGN = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const PARTNER = 'Agency+Scan/Id==';
const redactor = new Redactor({ secrets: ['agency-key-5d1f9c', SIGN], partnerId: PARTNER });

/** Decodes every Base64 run of a text at each alignment: what an attacker reading it could recover. */
function recoverable(text: string): string {
  const decoded = decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'));
  return (decoded.match(/[A-Za-z0-9+/_-]{12,}/g) ?? [])
    .flatMap((run) => [0, 1, 2, 3].map((offset) => Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/').slice(offset), 'base64').toString('latin1')))
    .join('\n');
}

describe('redaction of echoed secrets', () => {
  it('finds the sign in any letter case and masks the partner id as the UI shows it', () => {
    expect(redactor.text(`Illegal sign ${SIGN.toUpperCase()} for ${PARTNER}`)).toBe(`Illegal sign ${REDACTED} for Ag••••••==`);
    expect(redactor.text(`partner ${PARTNER.toLowerCase()}`)).toBe('partner Ag••••••==');
  });

  it('finds them JSON-escaped and percent-encoded', () => {
    expect(redactor.text(JSON.stringify({ id: PARTNER }).replace(/\//g, '\\/'))).not.toContain('Scan');
    expect(redactor.text(`id=${encodeURIComponent(PARTNER)}`)).not.toMatch(/Scan/i);
    expect(redactor.text(`id=${encodeURIComponent(PARTNER).toLowerCase()}`)).not.toMatch(/Scan/i);
  });

  it.each([0, 1, 2, 3, 4, 5])('finds the sign and the partner id inside the RefundRequest form (Base64, percent-encoded) whatever their alignment (%i bytes before)', (padding) => {
    const form = encodeRefundForm({ pad: 'p'.repeat(padding), authentication: { partnerId: PARTNER, sign: SIGN }, data: { orderNum: '1' } });
    const param = new URLSearchParams(form).get('param')!;
    for (const text of [form, param, param.replace(/\+/g, '-').replace(/\//g, '_')]) {
      const clean = redactor.text(text);
      expect(recoverable(clean)).not.toContain(SIGN);
      expect(recoverable(clean)).not.toContain(PARTNER);
    }
  });

  it('redacts before it cuts: a secret straddling the excerpt limit leaves no prefix behind', () => {
    const text = `${'x'.repeat(150)}${SIGN} and more`;
    const excerpt = redactor.excerpt(text, 160);
    expect(excerpt).not.toContain(SIGN.slice(0, 6));
    expect(excerpt.length).toBeLessThanOrEqual(161);
  });

  it('scans only a window of a huge text, and never keeps a secret cut at the window edge', () => {
    const huge = `${'y'.repeat(64 * 1024 - 5)}${SIGN}${'z'.repeat(1_000_000)}`;
    expect(redactor.excerpt(huge, 200_000)).not.toContain(SIGN.slice(0, 4));
  });

  it('leaves ordinary text alone, and ignores secrets too short to match safely', () => {
    expect(redactor.text('{"errorCode":"B037","errorMsg":"Order is not exist"}')).toBe('{"errorCode":"B037","errorMsg":"Order is not exist"}');
    expect(new Redactor({ secrets: ['ab'] }).text('about')).toBe('about');
  });
});
