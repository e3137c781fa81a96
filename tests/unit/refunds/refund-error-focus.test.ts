/**
 * Every RefundRequest code that implies a passenger, a segment or a field points at it on the
 * form, so the agent sees where the next step applies.
 */
import { describe, expect, it } from 'vitest';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import { focusOfRefundError } from '../../../electron/contract/refunds/refund-error-focus';

const ticket = (segmentNo: number) => ({ segmentNo, ticketNum: '999-1234567890' });
const form: RefundForm = {
  wholeOrder: false,
  cells: [{ passengerIndex: 1, segmentNo: 1 }, { passengerIndex: 1, segmentNo: 2 }, { passengerIndex: 2, segmentNo: 1 }, { passengerIndex: 2, segmentNo: 2 }],
  refundType: 0,
  refundReason: 0,
  contactPerson: '',
  email: '',
  telNum: '',
  refundPricingId: 'RP2024000001',
  cancelledBeforeDeparture: false,
  passengers: [
    { passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: '', cardNum: '', tickets: [ticket(1), ticket(2)] },
    { passengerIndex: 2, type: 'ADT', lastName: 'LI', firstName: 'MEI LING', sex: 'F', birthday: '1985-04-12', cardType: '', cardNum: '', tickets: [ticket(1), ticket(2)] },
    { passengerIndex: 3, type: 'ADT', lastName: 'CHEN', firstName: 'JIE', sex: 'M', birthday: '1990-07-07', cardType: '', cardNum: '', tickets: [ticket(1), ticket(2)] },
  ],
  segments: [
    { segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '', departureTime: '', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: '', airPnr: '' },
    { segmentNo: 2, journeyIndex: 1, airline: 'CA', flightNum: '938', departure: 'LHR', arrival: 'PEK', departureDate: '', departureTime: '', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: '', airPnr: '' },
  ],
};

describe('where a refusal points', () => {
  it('B134 names a passenger: that passenger and the segments asked for them', () => {
    expect(focusOfRefundError('B134', 'Refund is not applicable for passenger LI/MEI LING', form)).toEqual({ passengerIndexes: [2], segmentNos: [1, 2], field: 'cells' });
    expect(focusOfRefundError('B134', 'Refund is not applicable for passenger zhang san', form).passengerIndexes).toEqual([1]);
  });

  it('B134 naming nobody on the form points at everyone selected', () => {
    expect(focusOfRefundError('B134', 'Refund is not applicable for passenger [passenger name]', form)).toEqual({ passengerIndexes: [1, 2], segmentNos: [1, 2], field: 'cells' });
  });

  it('B135 points at the selected passengers\' tickets; B152 at the segments; B136 at "Whole order"', () => {
    expect(focusOfRefundError('B135', 'Passenger or ticket number is not in the order', form)).toEqual({ passengerIndexes: [1, 2], segmentNos: [], field: 'passengers.0.tickets' });
    expect(focusOfRefundError('B152', 'pnrList information is not same as order, please kindly check.', form)).toEqual({ passengerIndexes: [], segmentNos: [1, 2], field: 'segments.0.flightNum' });
    expect(focusOfRefundError('B136', '…', form)).toEqual({ passengerIndexes: [1, 2, 3], segmentNos: [1, 2], field: 'wholeOrder' });
  });

  it('B145 the selection, B150 the order number, B137/B149/B154 the refund pricing id, B037/B146 the order', () => {
    expect(focusOfRefundError('B145', '', form).field).toBe('cells');
    expect(focusOfRefundError('B150', '', form)).toMatchObject({ field: 'orderNum', passengerIndexes: [1, 2] });
    for (const code of ['B137', 'B149', 'B154']) expect(focusOfRefundError(code, '', form).field).toBe('refundPricingId');
    for (const code of ['B037', 'B146']) expect(focusOfRefundError(code, '', form).field).toBe('orderNum');
  });

  it('P001 "xxx is illegal/missing" goes to the field it names, on the form\'s side', () => {
    expect(focusOfRefundError('P001', 'birthday is illegal', form).field).toBe('passengers.0.birthday');
    expect(focusOfRefundError('P001', 'bookingCode is missing', form).field).toBe('segments.0.bookingCode');
    expect(focusOfRefundError('P001', 'uploadFilesIds is illegal', form).field).toBe('fileIds');
    expect(focusOfRefundError('P001', 'param is illegal', form).field).toBeNull();
  });

  it('codes that concern no passenger or field point nowhere (B153, S001, B035)', () => {
    for (const code of ['B153', 'S001', 'B035', 'B002']) expect(focusOfRefundError(code, '', form)).toEqual({ passengerIndexes: [], segmentNos: [], field: null });
  });
});
