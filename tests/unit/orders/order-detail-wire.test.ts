/** OrderDetail's answer (assumed from public material) is read strictly: unusable means refused. */
import { describe, expect, it } from 'vitest';
import { orderDetailOperation, orderDetailOperationAt } from '../../../electron/main/wholesale/operations/assumed/order-detail';
import { publicOrderDetail } from './fixtures';

const read = (data: unknown, orderNum = '917083410145514001') => orderDetailOperation.readData!(data, { orderNum });

describe('OrderDetail (assumed operation)', () => {
  it('sends the public body to v13 by default, or to the profile\'s path', () => {
    expect(orderDetailOperation).toMatchObject({ name: 'orderDetail', path: '/json/orderDetail/v13', effect: 'read', host: 'api' });
    expect(orderDetailOperation.buildPayload({ orderNum: '917083410145514001' })).toEqual({
      data: { orderNum: '917083410145514001', includeFields: 'passengers,journeys,solutions,ancillary', includeOrderTypes: ['O', 'R'] },
    });
    expect(orderDetailOperationAt('/json/orderDetail/V14').path).toBe('/json/orderDetail/V14');
    expect(orderDetailOperation.errors.map((entry) => entry.code)).toEqual(expect.arrayContaining(['B037', 'B048', 'B002', 'B003']));
  });

  it('reads the public shape, local dates as sent, and a 13-digit time as the airport\'s wall clock', () => {
    const result = read(publicOrderDetail());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.journeys[0]?.segments[0]).toMatchObject({ departureDate: '2026-03-01', departureTime: '08:00', arrivalDate: '2026-03-01', arrivalTime: '11:55' });
    const stamped = publicOrderDetail();
    stamped.journeys[0]!.segments[0] = { ...stamped.journeys[0]!.segments[0]!, departureDate: Date.UTC(2026, 2, 1, 8, 0) - 8 * 3_600_000, departureTime: null };
    const fromStamp = read(stamped);
    expect(fromStamp.ok && fromStamp.value.journeys[0]?.segments[0]).toMatchObject({ departureDate: '2026-03-01', departureTime: '08:00' });
  });

  it.each([
    ['an answer about another order', { orderNum: '917083410145514999' }, 'orderNum'],
    ['no status', { orderStatus: '' }, 'orderStatus'],
    ['passengers that are not a list', { passengers: null }, 'passengers'],
    ['a passenger without a surname', { passengers: [{ firstName: 'A', lastName: '' }] }, 'passengers.0.lastName'],
    ['an 18-digit order number sent as a JSON number', { orderNum: Number('917083410145514001') }, 'orderNum'],
    ['a money field that is not a number', { solutions: [{ currency: 'CNY', buyerAmount: 'a lot' }] }, 'solutions.0.buyerAmount'],
  ])('refuses %s, naming the field', (_what, patch, field) => {
    const result = read({ ...publicOrderDetail(), ...patch });
    expect(result).toMatchObject({ ok: false, field });
  });

  it('refuses a segment without a readable local date', () => {
    const data = publicOrderDetail();
    data.journeys[0]!.segments[0] = { ...data.journeys[0]!.segments[0]!, departureDate: '01/03/2026' };
    expect(read(data)).toMatchObject({ ok: false, field: 'journeys.0.segments.0.departureDate' });
  });
});
