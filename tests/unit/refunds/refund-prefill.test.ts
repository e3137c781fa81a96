/**
 * The refund form prefilled from the order file, then built into pnrList: multi-passenger, round
 * trip, change order; segmentNo from 1; what the file lacks is left empty and marked, never sent.
 */
import { describe, expect, it } from 'vitest';
import { everyCell } from '../../../electron/contract/refunds/refund-form';
import { formFromOrder, type RefundableOrder } from '../../../electron/contract/refunds/refund-prefill';
import { buildRefundRequest } from '../../../electron/contract/refunds/refund-request-builder';

const segment = (segmentNo: number, journeyIndex: number, departure: string, arrival: string, flightNum: string) => ({
  segmentNo, journeyIndex, airline: 'CA', flightNum, departure, arrival, departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y',
});
const person = (passengerIndex: number, lastName: string, firstName: string, sex: string | null, birthday: string | null) => ({
  passengerIndex, type: 'ADT', lastName, firstName, sex, birthday, cardType: 'P', cardNum: `E${passengerIndex}0000000`,
});

/** The sandbox's issued round trip as the order file holds it after OrderDetail. */
const roundTrip: RefundableOrder = {
  orderNum: '917083410145514001',
  pnr: 'NK3QXP',
  airPnr: 'CA7F2Q',
  contact: { name: 'WANG/LEI', email: 'desk@agency.example', telNum: '13800138000' },
  passengers: [person(2, 'LI', 'MEI', 'F', '1985-04-12'), person(1, 'ZHANG', 'SAN', 'M', '1980-01-02')],
  segments: [segment(2, 1, 'LHR', 'PEK', '938'), segment(1, 0, 'PEK', 'LHR', '937')],
  tickets: [
    { passengerIndex: 1, segmentNo: 1, ticketNum: '999-1000000001' },
    { passengerIndex: 1, segmentNo: 2, ticketNum: '999-1000000001' },
    { passengerIndex: 2, segmentNo: 1, ticketNum: '999-1000000002' },
    { passengerIndex: 2, segmentNo: 2, ticketNum: '999-1000000003' },
  ],
};

describe('the form from the order file', () => {
  it('lists passengers and segments in order with every value the file has; nothing chosen yet', () => {
    const form = formFromOrder(roundTrip);
    expect(form.segments.map((s) => [s.segmentNo, s.departure, s.arrival, s.flightNum, s.cabinClass, s.bookingCode, s.pnr, s.airPnr])).toEqual([
      [1, 'PEK', 'LHR', '937', 'ECONOMY', 'Y', 'NK3QXP', 'CA7F2Q'],
      [2, 'LHR', 'PEK', '938', 'ECONOMY', 'Y', 'NK3QXP', 'CA7F2Q'],
    ]);
    expect(form.passengers.map((p) => [p.passengerIndex, p.lastName, p.sex, p.birthday, p.cardNum, p.tickets.map((t) => t.ticketNum)])).toEqual([
      [1, 'ZHANG', 'M', '1980-01-02', 'E10000000', ['999-1000000001', '999-1000000001']],
      [2, 'LI', 'F', '1985-04-12', 'E20000000', ['999-1000000002', '999-1000000003']],
    ]);
    expect(form).toMatchObject({ cells: [], wholeOrder: false, refundType: null, refundReason: null, contactPerson: 'WANG/LEI', email: 'desk@agency.example', telNum: '13800138000' });
  });

  it('multi-passenger round trip, whole order: pnrList has both segments, each with both passengers and their own ticket', () => {
    const form = formFromOrder(roundTrip);
    const built = buildRefundRequest({ orderNum: roundTrip.orderNum, form: { ...form, wholeOrder: true, cells: everyCell(form), refundType: 0, refundReason: 0 }, fileIds: [] });
    expect(built.ok && built.request.pnrList.map((s) => [s.segmentNo, s.ticketNums.map((t) => t.ticketNum)])).toEqual([
      [1, ['999-1000000001', '999-1000000002']],
      [2, ['999-1000000001', '999-1000000003']],
    ]);
  });

  it('a change order: one passenger, its own segment; a ticket the file could not place is used when it is the only one', () => {
    const change: RefundableOrder = {
      orderNum: '917083410161352001',
      pnr: 'PX71QZ',
      airPnr: null,
      contact: null,
      passengers: [person(3, 'CHEN', 'JIE', 'M', '1990-07-07')],
      segments: [segment(1, 0, 'CTU', 'SZX', '3455')],
      tickets: [{ passengerIndex: 3, segmentNo: null, ticketNum: '784-2592335551' }],
    };
    const form = formFromOrder(change);
    expect(form.passengers[0]?.tickets).toEqual([{ segmentNo: 1, ticketNum: '784-2592335551' }]);
    expect(form.segments[0]).toMatchObject({ pnr: 'PX71QZ', airPnr: '' });
    expect(form).toMatchObject({ contactPerson: '', email: '', telNum: '' });
    const built = buildRefundRequest({ orderNum: change.orderNum, form: { ...form, cells: everyCell(form), refundType: 1, refundReason: 2 }, fileIds: [] });
    expect(built.ok && built.request.pnrList).toEqual([expect.objectContaining({ segmentNo: 1, pnr: 'PX71QZ', ticketNums: [expect.objectContaining({ lastName: 'CHEN', ticketNum: '784-2592335551' })] })]);
  });

  it('numbers segments from 1 even when the file numbered them otherwise (tickets follow)', () => {
    const zeroBased: RefundableOrder = { ...roundTrip, segments: [segment(0, 0, 'PEK', 'LHR', '937'), segment(1, 1, 'LHR', 'PEK', '938')], tickets: [{ passengerIndex: 1, segmentNo: 1, ticketNum: '999-1000000009' }] };
    const form = formFromOrder(zeroBased);
    expect(form.segments.map((s) => s.segmentNo)).toEqual([1, 2]);
    expect(form.passengers.find((p) => p.passengerIndex === 1)?.tickets).toEqual([{ segmentNo: 1, ticketNum: '' }, { segmentNo: 2, ticketNum: '999-1000000009' }]);
  });

  it('what the file lacks (ticket number, birthday, booking code) stays empty and is marked, never sent empty', () => {
    const sparse: RefundableOrder = {
      ...roundTrip,
      passengers: [person(1, 'ZHANG', 'SAN', null, null)],
      segments: [{ ...segment(1, 0, 'PEK', 'LHR', '937'), bookingCode: null, cabinClass: null }],
      tickets: [{ passengerIndex: 1, segmentNo: null, ticketNum: '999-1' }, { passengerIndex: 1, segmentNo: null, ticketNum: '999-2' }],
    };
    const form = formFromOrder(sparse);
    expect(form.passengers[0]).toMatchObject({ sex: '', birthday: '', tickets: [{ segmentNo: 1, ticketNum: '' }] });
    const built = buildRefundRequest({ orderNum: sparse.orderNum, form: { ...form, cells: everyCell(form), refundType: 0, refundReason: 0 }, fileIds: [] });
    expect(!built.ok && built.issues.map((issue) => issue.field)).toEqual(['passengers.0.sex', 'passengers.0.birthday', 'passengers.0.tickets.1', 'segments.0.cabinClass', 'segments.0.bookingCode']);
  });
});
