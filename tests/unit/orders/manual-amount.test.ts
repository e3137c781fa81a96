/**
 * Manual entry takes an amount the way the desk shows one (issue 23, finding 7): grouped
 * thousands and the currency code, and still refuses what could be read two ways, naming the rule.
 */
import { describe, expect, it } from 'vitest';
import { manualOrderSchema, type ManualOrderInput } from '../../../electron/contract/domains/orders';
import { readTypedAmount } from '../../../electron/contract/format/typed-amount';
import { ruleInEnglish, ruleText } from '../../../electron/contract/coded-rule';
import { textIn } from '../../../electron/contract/words';
import { issuesFromZod } from '../../../electron/contract/validation';

describe('readTypedAmount', () => {
  it.each([
    ['5120', '5120', null],
    ['5120.5', '5120.5', null],
    ['5,120.00', '5120.00', null],
    ['18,179.29', '18179.29', null],
    ['1,234,567.80', '1234567.80', null],
    ['CNY 5,120.00', '5120.00', 'CNY'],
    ['cny5,120.00', '5120.00', 'CNY'],
    ['5,120.00 USD', '5120.00', 'USD'],
    ['  0.50 ', '0.50', null],
  ])('reads %j as %s', (typed, amount, currency) => {
    expect(readTypedAmount(typed)).toEqual({ ok: true, amount, currency });
  });

  it.each([
    ['5.120,00', 'must use a point for decimals; a comma only groups thousands (5,120.00)'],
    ['12,50', 'must use a point for decimals; a comma only groups thousands (5,120.00)'],
    ['5,12.00', 'must group thousands in threes (5,120.00)'],
    ['51,20', 'must use a point for decimals; a comma only groups thousands (5,120.00)'],
    ['5120,000.00', 'must group thousands in threes (5,120.00)'],
    ['1.234', 'must have at most 2 decimals'],
    ['-5.00', 'must not be negative'],
    ['CNY -5.00', 'must not be negative'],
    ['¥5120', 'must be an amount such as 5,120.00 or CNY 5,120.00'],
    ['CNY', 'must be an amount such as 5,120.00 or CNY 5,120.00'],
    ['five', 'must be an amount such as 5,120.00 or CNY 5,120.00'],
    ['1,000,000,000.00', 'must be less than 1,000,000,000'],
  ])('refuses %j: %s', (typed, rule) => {
    const read = readTypedAmount(typed);
    expect(read.ok).toBe(false);
    const coded = read.ok ? '' : read.rule;
    expect(ruleInEnglish(coded)).toBe(rule);
    expect(textIn('zh-CN', ruleText(coded))).toMatch(/[\u4e00-\u9fff]/);
  });
});

const ORDER: ManualOrderInput = {
  orderNum: '917083410145599001',
  pnr: 'ABC123',
  contact: { name: 'WANG/XIAOMING', email: 'ops@agency.example', telNum: '+86 10 6500 0000' },
  passengers: [{ type: 'ADT', lastName: 'WANG', firstName: 'XIAOMING', sex: 'M', birthday: '1990-04-02' }],
  segments: [{ journey: 1, airline: 'CA', flightNum: '1501', departure: 'PEK', arrival: 'SHA', departureDate: '2026-12-28', departureTime: '09:00', arrivalDate: '2026-12-28', arrivalTime: '11:15', bookingCode: 'Y' }],
};

const issuesOf = (input: ManualOrderInput) => {
  const parsed = manualOrderSchema.safeParse(input);
  return parsed.success ? [] : issuesFromZod(parsed.error).map((issue) => [issue.field, issue.message]);
};

describe('manual entry amount (the schema main and the form share)', () => {
  it('files the desk’s own format as a plain decimal', () => {
    expect(manualOrderSchema.parse({ ...ORDER, currency: 'CNY', amount: '5,120.00' })).toMatchObject({ amount: '5120.00', currency: 'CNY' });
  });

  it('takes the currency typed with the amount when the currency field is empty', () => {
    expect(manualOrderSchema.parse({ ...ORDER, amount: 'CNY 5,120.00' })).toMatchObject({ amount: '5120.00', currency: 'CNY' });
    expect(manualOrderSchema.parse({ ...ORDER, currency: 'cny', amount: 'CNY 5,120.00' })).toMatchObject({ amount: '5120.00', currency: 'CNY' });
  });

  it('refuses an ambiguous amount on the amount field, with the rule', () => {
    expect(issuesOf({ ...ORDER, currency: 'CNY', amount: '5.120,00' })).toEqual([['amount', expect.stringContaining('must use a point for decimals')]]);
  });

  it('refuses a currency in the amount that differs from the currency field', () => {
    expect(issuesOf({ ...ORDER, currency: 'USD', amount: 'CNY 5,120.00' })).toEqual([['amount', expect.stringContaining('must be in the currency given (USD), not CNY')]]);
  });

  it('still asks for a currency when the amount has none', () => {
    expect(issuesOf({ ...ORDER, amount: '5,120.00' })).toEqual([['currency', expect.stringContaining('is required when an amount is given')]]);
  });
});
