import { describe, expect, it } from 'vitest';
import { centsAsDecimalText, fromCents, shareOf, sumCents, toCents } from '../../../electron/sandbox/money/cents';
import { OrderBook } from '../../../electron/sandbox/orders/order-book';
import { type AirOrder } from '../../../electron/sandbox/orders/order-model';

describe('money in integer cents', () => {
  it('reads wire amounts exactly', () => {
    expect(toCents(80.52)).toBe(8052);
    expect(toCents(2017.02)).toBe(201702);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(2.015)).toBe(202);
    expect(toCents(-1.005)).toBe(-101);
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it('adds without floating-point drift and writes two decimals back', () => {
    expect(fromCents(sumCents(201500, 202))).toBe(2017.02);
    expect(JSON.stringify(fromCents(201702))).toBe('2017.02');
    expect(fromCents(sumCents(10, 20))).toBe(0.3);
    expect(centsAsDecimalText(35000)).toBe('350.00');
    expect(centsAsDecimalText(5)).toBe('0.05');
  });

  it('takes shares in basis points, rounding half up: 0.1 % of 2015.00 is 2.02', () => {
    expect(shareOf(201500, 10)).toBe(202);
    expect(shareOf(100, 10)).toBe(0);
    expect(shareOf(500, 10)).toBe(1);
  });

  it('ticketing deducts payAmount = orderAmount + transactionExpense from the credit, in cents', () => {
    const book = new OrderBook(1, { nextSequence: 1, credits: { P: 1_000_000 }, airOrders: [], refundOrders: [], ancillaryOrders: [], refundPricings: [] });
    const order = { orderNum: '1', partnerId: 'P', orderAmount: 201500, state: 'TO_BE_PAID', payment: null } as unknown as AirOrder;
    book.pay(order, Date.UTC(2026, 0, 1));
    expect(order.payment).toMatchObject({ transactionExpense: 202, payAmount: 201702, payGate: 'Prepay' });
    expect(book.creditOf('P')).toBe(1_000_000 - 201702);
    expect(order.state).toBe('ISS_PRC');
  });
});
