/** Every answer that concerns an order, read into what the file keeps. */
import { describe, expect, it } from 'vitest';
import { factsFromAncillary } from '../../../electron/main/desk/order-file/answers/ancillary-answer';
import { factsFromManualEntry } from '../../../electron/main/desk/order-file/answers/manual-entry';
import { factsFromModifyOrderStatus } from '../../../electron/main/desk/order-file/answers/modify-order-answer';
import { factsFromOrderDetail } from '../../../electron/main/desk/order-file/answers/order-detail-answer';
import { factsFromRefund } from '../../../electron/main/desk/order-file/answers/refund-answer';
import { factsFromReimbursement } from '../../../electron/main/desk/order-file/answers/reimbursement-answer';
import { splitTickets, ticketsFromJoined } from '../../../electron/main/desk/order-file/answers/ticket-numbers';
import { factsFromAlreadyPaid, factsFromTicketing } from '../../../electron/main/desk/order-file/answers/ticketing-answer';
import { manualOrderSchema, type FiledSegment } from '../../../electron/contract/domains/orders';
import { wireAncillaryOrder } from '../../../electron/main/wholesale/wire/ancillary';
import { wireOrderDetail } from '../../../electron/main/wholesale/wire/assumed/order-detail';
import { wireRefundOrder } from '../../../electron/main/wholesale/wire/refund';
import { wireReimbursement } from '../../../electron/main/wholesale/wire/reimbursement';
import { wireTicketingData } from '../../../electron/main/wholesale/wire/ticketing';
import { publicOrderDetail } from './fixtures';

const segment = (segmentNo: number, journeyIndex: number): FiledSegment => ({
  segmentNo, journeyIndex, airline: 'CA', flightNum: String(1500 + segmentNo), operatingAirline: null, operatingFlightNum: null, departure: 'PEK', arrival: 'SHA',
  departureTerminal: null, arrivalTerminal: null, departureDate: '2026-03-01', departureTime: '08:00', arrivalDate: '2026-03-01', arrivalTime: '10:00',
  flyingMinutes: 120, cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: null, codeShare: false,
});

describe('ticket numbers per passenger and segment', () => {
  const three = [segment(1, 0), segment(2, 0), segment(3, 1)];

  it('one ticket covers every segment', () => {
    expect(ticketsFromJoined(1, '999-1000000001', three).map((t) => [t.segmentNo, t.ticketNum])).toEqual([[1, '999-1000000001'], [2, '999-1000000001'], [3, '999-1000000001']]);
  });

  it('as many tickets as segments: one each; as many as journeys: one per journey', () => {
    expect(ticketsFromJoined(1, 'A1/B2/C3', three).map((t) => [t.segmentNo, t.ticketNum])).toEqual([[1, 'A1'], [2, 'B2'], [3, 'C3']]);
    expect(ticketsFromJoined(2, 'A1/B2', three).map((t) => [t.segmentNo, t.ticketNum])).toEqual([[1, 'A1'], [2, 'A1'], [3, 'B2']]);
  });

  it('anything else is kept without guessing a segment; a conjunction suffix stays with its ticket', () => {
    expect(ticketsFromJoined(1, 'A1/B2/C3/D4', three).every((t) => t.segmentNo === null)).toBe(true);
    expect(splitTickets('7811234567890/91 / 7811234567892')).toEqual(['7811234567890/91', '7811234567892']);
    expect(ticketsFromJoined(1, null, three)).toEqual([]);
  });
});

describe('OrderDetail → the order', () => {
  const facts = factsFromOrderDetail(wireOrderDetail.parse(publicOrderDetail()));

  it('files an air order with its status as sent, amounts exact, and links to its ancillary orders', () => {
    expect(facts).toMatchObject({
      orderNum: '917083410145514001', kind: 'air', orderType: 'O', pnr: 'ABC123', airPnr: 'XYZ789', platingCarrier: 'CA',
      status: { status: { code: 'ISSED', key: 'ISSED', group: 'issued' }, inferred: false },
      currency: 'CNY', amount: '2015.02', payGate: 'Prepay', createdTime: '2026-02-01 10:15:00', lastTicketingTime: '2026-02-01 10:45:00',
      links: [{ orderNum: '917083410216785001', relation: 'ancillary' }],
    });
    expect(facts.amounts).toEqual(expect.arrayContaining([{ key: 'adtTax', amount: '120.50', currency: 'CNY' }, { key: 'buyerAmount', amount: '2015.02', currency: 'CNY' }]));
    expect(facts.contact).toBeUndefined();
  });

  it('numbers segments across journeys, keeps local times, reads terminal "0" as unknown', () => {
    expect(facts.segments?.map((s) => [s.segmentNo, s.journeyIndex, s.departure, s.departureTime])).toEqual([[1, 0, 'PEK', '08:00'], [2, 1, 'SHA', '09:00']]);
    expect(facts.segments?.[0]).toMatchObject({ departureTerminal: 'T3', arrivalTerminal: null, codeShare: false });
  });

  it('maps the joined ticket numbers to segments', () => {
    expect(facts.tickets?.map((t) => [t.passengerIndex, t.segmentNo, t.ticketNum])).toEqual([[1, 1, '999-1000000001'], [1, 2, '999-1000000002'], [2, 1, '999-1000000003'], [2, 2, '999-1000000003']]);
  });

  it('type R is a refund order with its parent', () => {
    const refund = factsFromOrderDetail(wireOrderDetail.parse({ ...publicOrderDetail(), orderType: 'R', orderStatus: 'REFD_PRC', parentOrderNum: '917083410145514000' }));
    expect(refund).toMatchObject({ kind: 'refund', parentOrderNum: '917083410145514000', status: { status: { key: 'REFD_PRC', group: 'refund-in-progress' } } });
  });
});

describe('Ticketing and ModifyOrderStatus → the order', () => {
  const request = { orderNum: '917083410105919001', name: 'ZHANG/SAN', email: 'a@b.c', telNum: '138', pnr: 'ABC123' };

  it('a payment: amounts as charged, the contact sent, "Paid, to be issued" as the desk\'s conclusion', () => {
    const facts = factsFromTicketing(wireTicketingData.parse({ orderNum: request.orderNum, orderAmount: 2015, transactionExpense: 2.02, payAmount: 2017.02 }), request);
    expect(facts).toMatchObject({ amount: '2015.00', contact: { name: 'ZHANG/SAN', email: 'a@b.c', telNum: '138' }, status: { status: { key: 'ISS_PRC' }, inferred: true } });
    expect(facts.amounts).toEqual([
      { key: 'orderAmount', amount: '2015.00', currency: null },
      { key: 'transactionExpense', amount: '2.02', currency: null },
      { key: 'payAmount', amount: '2017.02', currency: null },
    ]);
  });

  it('B024 "Order has been paid" is filed as paid', () => {
    expect(factsFromAlreadyPaid(request)).toMatchObject({ orderNum: request.orderNum, status: { status: { key: 'ISS_PRC' }, inferred: true } });
  });

  it('ModifyOrderStatus: issued, as the desk\'s conclusion', () => {
    expect(factsFromModifyOrderStatus({ orderNum: request.orderNum })).toMatchObject({ status: { status: { key: 'ISSED', group: 'issued' }, inferred: true } });
  });
});

describe('RefundRequest → the refund order', () => {
  const data = wireRefundOrder.parse({
    orderNum: '917083410300000001', parentOrderNum: '917083410145514001', refOrderNum: '9170834101455140', createTime: '2026-02-10 09:00:00',
    refundType: '1', refundReason: 2, orderStatus: 'Refund request', pnr: 'ABC123', airPnr: 'XYZ789', platingCarrier: 'CA',
    passengerPriceList: [
      {
        lastName: 'ZHANG', firstName: 'SAN', nationality: 'CN', psgType: 'ADT', sex: 'M', birthday: '1980-01-01',
        segmentList: [{ segmentNo: 2, departure: 'SHA', arrival: 'PEK', flightNum: '1502', cabinClass: 'ECONOMY', bookingCode: 'Y', ticketNum: '999-1000000002' }],
        solutions: [{ currency: 'CNY', paidAmount: 1000, usedAmount: 0, nonRefundableAmount: 200, refundServiceFee: 10.5, refundAmount: 789.5, FormOfPayment: 'Airline voucher', voucherNumber: 'VC1', voucherCurrency: 'CNY', voucherAmount: 789.5, voucherValidFrom: '2026-02-10', voucherValidEnd: '2027-02-10', voucherFileId: 'VF1', useFor: [1, 3], usageLimitation: 1 }],
      },
    ],
    journeys: [{ journeyTime: 140, segments: [{ airline: 'CA', flightNum: '1502', equipment: '321', cabinClass: 'ECONOMY', bookingCode: 'Y', departure: 'SHA', arrival: 'PEK', departureDate: '2026-03-08', arrivalDate: '2026-03-08', departureTime: '09:00', arrivalTime: '11:20', flightTime: 140, codeShare: 'N' }] }],
  });
  const facts = factsFromRefund(data, { orderNum: '917083410145514001', allPaxOfOrder: false, refundType: 1, refundReason: 2, uploadedFileIds: ['F+1/=='], pnrList: [] });

  it('a refund order linked to the order it refunds, numbered as the parent numbers its segments', () => {
    expect(facts).toMatchObject({ kind: 'refund', orderType: 'R', parentOrderNum: '917083410145514001', refund: { type: '1', reason: '2' }, amount: '789.50', currency: 'CNY' });
    expect(facts.segments?.[0]).toMatchObject({ segmentNo: 2, departure: 'SHA' });
    expect(facts.tickets).toEqual([{ passengerIndex: 1, segmentNo: 2, ticketNum: '999-1000000002' }]);
  });

  it('what each passenger gets back, the voucher, the documents sent and the voucher file', () => {
    expect(facts.refundLines?.[0]).toMatchObject({ paid: '1000.00', nonRefundable: '200.00', serviceFee: '10.50', refund: '789.50', formOfPayment: 'Airline voucher', segmentNos: [2] });
    expect(facts.vouchers?.[0]).toMatchObject({ voucherNumber: 'VC1', amount: '789.50', validEnd: '2027-02-10', useFor: [1, 3], usageLimitation: 1, fileId: 'VF1' });
    expect(facts.files).toEqual([{ fileId: 'F+1/==', role: 'document' }, { fileId: 'VF1', role: 'voucher' }]);
  });
});

describe('CheckReimbursed → the refund order', () => {
  it('the reimbursement status and channel, every voucher with its validity, the voucher file', () => {
    const facts = factsFromReimbursement(wireReimbursement.parse({
      reimbursedOrderNum: '917083410208866001', reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher', currency: 'CNY',
      voucherList: [{ lastName: 'LI', firstName: 'NA', birthday: '1990-01-01', sex: 'F', psgType: 'ADT', voucherNumber: 'VC0000000001', voucherCurrency: 'CNY', voucherAmount: 500, voucherValidFrom: '2026-02-01', voucherValidEnd: '2027-02-01', useFor: [1, 2, 3], usageLimitation: 2 }],
      voucherFileId: ['VF0000000001'],
    }));
    expect(facts).toMatchObject({ orderNum: '917083410208866001', kind: 'refund', status: { status: { key: 'REFD_REIMED' } }, reimbursement: { payGate: 'Voucher', currency: 'CNY', status: { text: 'Reimbursed' } } });
    expect(facts.vouchers).toEqual([expect.objectContaining({ voucherNumber: 'VC0000000001', amount: '500.00', validFrom: '2026-02-01', useFor: [1, 2, 3], usageLimitation: 2, fileId: 'VF0000000001' })]);
    expect(facts.files).toEqual([{ fileId: 'VF0000000001', role: 'voucher' }]);
  });

  it('a refund still waiting: no vouchers, the status as sent', () => {
    const facts = factsFromReimbursement(wireReimbursement.parse({ reimbursedOrderNum: '1', reimbursedOrderStatus: 'To be reimbursed', payGate: null, currency: 'CNY', voucherList: [], voucherFileId: [] }));
    expect(facts).toMatchObject({ status: { status: { key: 'REFD_TO_BE_REIM' } }, vouchers: [], files: [] });
  });
});

describe('AncillaryOrderDetail → the ancillary order', () => {
  it('linked to its air order, the swapped arrival put back, prices exact and summed', () => {
    const facts = factsFromAncillary(wireAncillaryOrder.parse({
      ancillaryOrderNum: '917083410216785001', airOrderNum: '917083410145514001', ancillaryOrderStatus: 'ISS_PRC', ancillaryOrderType: 'ORIGIN', saleStage: 1, ancillaryType: 1,
      createTime: '2026-02-04T16:30:40+08:00', pnr: 'ABC123', payGate: 'Prepay', paySerialNum: 'P2', lastTktTime: '2026-02-04T18:30+08:00',
      passengers: [{ lastName: 'ZHANG', firstName: 'SAN', psgType: 'ADT', birthday: '1980-01-01', sex: 'M', passengerID: '1' }],
      journeys: [{ journeyID: '1', segments: [{ airline: 'CA', departure: 'PEK', departureDate: '2026-03-01', departureTime: '08:00', arrival: 'SHA', arrivalDate: '11:55', arrivalTime: '2026-03-01', flightNum: '1501', bookingCode: 'Y', segmentKey: 'k' }] }],
      ancillaryInfos: [{ baggages: { passengerID: '1', journeyID: '1', payBaggageType: 1, baggagePiece: -1, baggageWeight: '23KG', baggageCurrency: 'CNY', baggagePrice: '350.10', description: '1 bag' } }, { baggages: { passengerID: '1', journeyID: '1', payBaggageType: 1, baggagePiece: 1, baggageWeight: '23KG', baggageCurrency: 'CNY', baggagePrice: '0.20', description: 'x' } }],
    }));
    expect(facts).toMatchObject({ kind: 'ancillary', orderType: 'ORIGIN', parentOrderNum: '917083410145514001', amount: '350.30', currency: 'CNY', ancillary: { saleStage: 1, ancillaryType: 1 }, createdTime: '2026-02-04T16:30:40+08:00' });
    expect(facts.segments?.[0]).toMatchObject({ arrivalDate: '2026-03-01', arrivalTime: '11:55' });
    expect(facts.ancillaryItems?.[0]).toMatchObject({ pieces: -1, weight: '23KG', price: '350.10' });
  });
});

describe('manual entry → the order', () => {
  it('filed as entered by hand, names in capitals as on the ticket, each ticket on every segment', () => {
    const entry = manualOrderSchema.parse({
      orderNum: '800000000000000001', pnr: 'abc123', contact: { name: 'li/na', email: 'li@example.com', telNum: '+86 138' + '0000 0000' },
      currency: 'cny', amount: '1200.5', status: 'ISSED',
      passengers: [{ type: 'ADT', lastName: 'Li', firstName: 'Na', sex: 'F', birthday: '1990-01-01', ticketNum: '7812345678901' }],
      segments: [
        { journey: 2, airline: 'ca', flightNum: 'CA1502', departure: 'sha', arrival: 'pek', departureDate: '2026-03-08', departureTime: '09:00', arrivalDate: '2026-03-08', arrivalTime: '11:20', bookingCode: 'y' },
        { journey: 1, airline: 'ca', flightNum: '1501', departure: 'pek', arrival: 'sha', departureDate: '2026-03-01', departureTime: '08:00', arrivalDate: '2026-03-01', arrivalTime: '10:15', bookingCode: 'y' },
      ],
    });
    const facts = factsFromManualEntry(entry);
    expect(facts).toMatchObject({ manual: true, pnr: 'ABC123', currency: 'CNY', amount: '1200.50', contact: { name: 'LI/NA' }, status: { status: { key: 'ISSED' } } });
    expect(facts.segments?.map((s) => [s.segmentNo, s.journeyIndex, s.flightNum, s.departure])).toEqual([[1, 0, '1501', 'PEK'], [2, 1, '1502', 'SHA']]);
    expect(facts.tickets).toEqual([{ passengerIndex: 1, segmentNo: 1, ticketNum: '7812345678901' }, { passengerIndex: 1, segmentNo: 2, ticketNum: '7812345678901' }]);
    expect(facts.passengers?.[0]).toMatchObject({ lastName: 'LI', firstName: 'NA' });
  });
});
