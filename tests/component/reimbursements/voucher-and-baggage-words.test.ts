import { describe, expect, it } from 'vitest';
import { bagLines, localDateTime, orderTypeWords, piecesWords, priceWords, rawWords } from '@/ancillaries/ancillary-view';
import { daysBetween, expiresWithin, validityWords, voucherValidity } from '@/reimbursements/voucher-countdown';
import { voucherRows } from '@/reimbursements/voucher-rows';
import { usageLimitationWords, useForWords } from '@/reimbursements/voucher-wording';

describe('voucher wording', () => {
  it('says what a voucher pays for, in the order of the spec, keeping codes it does not explain', () => {
    expect(useForWords([3, 1, 2])).toBe('issuing tickets, changing tickets, ancillary products (baggage, seats)');
    expect(useForWords([2])).toBe('changing tickets');
    expect(useForWords([7])).toBe('use 7 (not explained by the service)');
    expect(useForWords([])).toBe('not stated');
  });

  it('says who may use it', () => {
    expect(usageLimitationWords(0)).toMatch(/^uncertain/);
    expect(usageLimitationWords(1)).toBe('the named passenger only');
    expect(usageLimitationWords(2)).toBe('anyone (no limitation)');
    expect(usageLimitationWords(null)).toBe('not stated');
    expect(usageLimitationWords(5)).toBe('limitation 5 (not explained by the service)');
  });
});

describe('voucher countdown, in the service calendar', () => {
  it('counts days left, the last day, expiry and a start in the future', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(validityWords(voucherValidity('2026-01-01', '2026-12-31', '2026-12-01'), '2026-01-01')).toBe('30 days left');
    expect(validityWords(voucherValidity('2026-01-01', '2026-12-01', '2026-12-01'), '2026-01-01')).toBe('last day today');
    expect(validityWords(voucherValidity('2026-01-01', '2026-12-02', '2026-12-01'), '2026-01-01')).toBe('1 day left (ends tomorrow)');
    expect(validityWords(voucherValidity('2026-01-01', '2026-11-28', '2026-12-01'), '2026-01-01')).toBe('expired 3 days ago');
    expect(validityWords(voucherValidity('2026-12-11', '2027-12-11', '2026-12-01'), '2026-12-11')).toBe('valid from 11DEC26 (in 10 days)');
    expect(voucherValidity(null, null, '2026-12-01')).toEqual({ state: 'unknown', days: null });
  });

  it('lists the vouchers expiring within 30 days, soonest first, expired ones out', () => {
    const voucher = (voucherNumber: string, validEnd: string) => ({ orderId: 1, orderNum: '1', passenger: null, voucherNumber, currency: 'CNY', amount: '1.00', validFrom: '2026-01-01', validEnd, useFor: [1], usageLimitation: 1, fileIds: [] });
    const rows = [{ vouchers: [voucher('VC3', '2026-12-31'), voucher('VC1', '2026-12-05'), voucher('VC9', '2027-06-01'), voucher('VC0', '2026-11-01')] }] as never;
    expect(voucherRows(rows, '2026-12-01', true).map((r) => r.voucher.voucherNumber)).toEqual(['VC1', 'VC3']);
    expect(voucherRows(rows, '2026-12-01', false).map((r) => r.voucher.voucherNumber)).toEqual(['VC1', 'VC3', 'VC9', 'VC0']);
    expect(expiresWithin(voucherValidity(null, '2026-12-31', '2026-12-01'), 30)).toBe(true);
    expect(expiresWithin(voucherValidity(null, '2027-01-01', '2026-12-01'), 30)).toBe(false);
  });
});

describe('ancillary orders in words', () => {
  it('shows -1 pieces as "by weight", prices exactly as sent, raw values said to be raw', () => {
    expect(piecesWords(-1)).toBe('by weight');
    expect(piecesWords(2)).toBe('2 pc');
    expect(priceWords('1234567.805', 'CNY')).toBe('CNY 1,234,567.805');
    expect(priceWords('350.00', 'CNY')).toBe('CNY 350.00');
    expect(rawWords(1)).toBe('1 (meaning not given by the service)');
    expect(orderTypeWords('ORIGIN')).toMatch(/^ORIGIN \(/);
    expect(orderTypeWords('ADDON')).toBe('ADDON (meaning not given by the service)');
  });

  it('names the passenger of each bag', () => {
    const lines = bagLines({
      passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'LI', firstName: 'LEI', sex: 'M', birthday: null, nationality: null, cardType: null, cardNum: null, cardExpiredDate: null }],
      ancillaryItems: [{ passengerRef: '1', journeyRef: '1', payBaggageType: 1, pieces: -1, weight: '23KG', currency: 'CNY', price: '350.00', description: 'Extra bag' }],
    });
    expect(lines[0]).toMatchObject({ passenger: 'LI/LEI', pieces: 'by weight', weight: '23KG', price: 'CNY 350.00' });
  });

  it('shows the last ticketing time (ISO with offset) in local time, other text as it came', () => {
    const local = new Date('2026-11-21T11:34+08:00');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(localDateTime('2026-11-21T11:34+08:00')).toBe(`${pad(local.getDate())}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][local.getMonth()]} ${pad(local.getHours())}:${pad(local.getMinutes())}`);
    expect(localDateTime('tomorrow')).toBe('tomorrow');
  });

});
