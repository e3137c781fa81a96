/**
 * One passenger of a refund order's answer, read once for the order file (the filed refund order)
 * and for the refund draft's outcome: both say the same price, segments and vouchers.
 */
import { describe, expect, it } from 'vitest';
import { factsFromRefund } from '../../../electron/main/desk/order-file/answers/refund-answer';
import { refundedOutcome } from '../../../electron/main/desk/refunds/refund-outcome';
import { wireRefundOrder } from '../../../electron/main/wholesale/wire/refund';
import { refundedSegmentNos, refundPriceOf, refundVouchersOf } from '../../../electron/main/wholesale/wire/refund-passenger';

const voucher = (number: string, extra: Record<string, unknown> = {}) => ({ voucherNumber: number, voucherAmount: 100, voucherValidFrom: '2026-02-10', voucherValidEnd: '2027-02-10', voucherFileId: null, useFor: [1], usageLimitation: 2, ...extra });

const data = wireRefundOrder.parse({
  orderNum: '917083410300000001', parentOrderNum: '917083410145514001', orderStatus: 'Refund request',
  passengerPriceList: [
    {
      lastName: 'ZHANG', firstName: 'SAN', psgType: 'ADT',
      segmentList: [{ segmentNo: 2, departure: 'SHA', arrival: 'PEK', flightNum: '1502' }, { segmentNo: null, departure: 'PEK', arrival: 'SHA', flightNum: '1501' }],
      solutions: [
        { currency: 'CNY', paidAmount: 1000, usedAmount: 0, nonRefundableAmount: 200, refundServiceFee: 10.5, refundAmount: 789.5, FormOfPayment: 'Airline voucher', ...voucher('VC1', { voucherCurrency: 'USD', voucherFileId: 'VF1' }) },
        { currency: 'CNY', paidAmount: 1, refundAmount: 1, voucherNumber: '' },
        { currency: 'EUR', ...voucher('VC2') },
      ],
    },
    { lastName: 'LI', firstName: 'NA', psgType: 'CHD', segmentList: [], solutions: [] },
  ],
  journeys: [],
});
const [zhang, li] = data.passengerPriceList;

describe('a refund order passenger', () => {
  it('gets back what the first solution prices; nothing priced when no solution was sent', () => {
    expect(refundPriceOf(zhang!)).toEqual({ currency: 'CNY', paid: '1000.00', used: '0.00', nonRefundable: '200.00', serviceFee: '10.50', refund: '789.50', formOfPayment: 'Airline voucher' });
    expect(refundPriceOf(li!)).toEqual({ currency: null, paid: null, used: null, nonRefundable: null, serviceFee: null, refund: null, formOfPayment: null });
  });

  it('covers the parent segments its list numbers; a segment sent without a number is left out', () => {
    expect(refundedSegmentNos(zhang!)).toEqual([2]);
    expect(refundedSegmentNos(li!)).toEqual([]);
  });

  it('is paid with one voucher per solution naming one, in the voucher currency or else the solution currency', () => {
    expect(refundVouchersOf(zhang!).map((v) => [v.voucherNumber, v.currency, v.fileId])).toEqual([['VC1', 'USD', 'VF1'], ['VC2', 'EUR', null]]);
    expect(refundVouchersOf(li!)).toEqual([]);
  });

  it('reads the same in the filed refund order and in the draft outcome', () => {
    const facts = factsFromRefund(data, { orderNum: '917083410145514001', allPaxOfOrder: false, refundType: 1, refundReason: 2, uploadedFileIds: [], pnrList: [] });
    const outcome = refundedOutcome(data, null, 7, false, new Date('2026-02-10T01:00:00Z'));
    if (outcome.kind !== 'refunded') throw new Error('expected a refunded outcome');
    const { passengerIndex: _index, lastName: _last, firstName: _first, ...filedLine } = facts.refundLines![0]!;
    const { lastName: _l, firstName: _f, psgType: _p, vouchers: outcomeVouchers, ...outcomeLine } = outcome.lines[0]!;
    expect(filedLine).toEqual(outcomeLine);
    expect(facts.vouchers!.filter((v) => v.passengerIndex === 1).map(({ passengerIndex: _i, lastName: _a, firstName: _b, ...v }) => v)).toEqual(outcomeVouchers);
    expect(facts.files).toEqual([{ fileId: 'VF1', role: 'voucher' }]);
  });
});
