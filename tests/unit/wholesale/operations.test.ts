import { describe, expect, it } from 'vitest';
import { textIn } from '../../../electron/contract/words';
import {
  ancillaryOrderDetailOperation,
  checkReimbursedOperation,
  modifyOrderStatusOperation,
  precisePricingOperation,
  refundRequestOperation,
  shoppingOperation,
  ticketingOperation,
} from '../../../electron/main/wholesale/operations';
import { realWorldShopping, segment, specShapedShopping } from './fixtures/shopping-data';

import type { OperationSpec } from '../../../electron/main/wholesale/operations/operation-spec';

/** Reads `data` with the operation's reader, in the shape of a schema result for readable asserts. */
const parse = <Req, Res>(spec: OperationSpec<Req, Res>, data: unknown, request?: Req) => {
  if (!spec.readData) throw new Error('operation has no data');
  const read = spec.readData(data, request as Req);
  if (read.ok) return { success: true as const, data: read.value as unknown, error: undefined };
  return { success: false as const, data: undefined, error: { issues: [{ path: read.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) }] } };
};

const SEARCH = { adults: 1, children: 0, infants: 0, nonstop: false, airlines: [], solutions: 0, tag: '', legs: [] };

describe('Shopping V8', () => {
  it('builds the search: flags as the service wants them, airline lists comma-joined, returnTagPrice Y', () => {
    const payload = shoppingOperation.buildPayload({
      adults: 2, children: 1, infants: 1, nonstop: true, airlines: ['CA', 'MU'], solutions: 0, tag: '',
      legs: [
        { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', cabinClass: 'Economy', airlines: [] },
        { origin: 'LHR', destination: 'PEK', departureDate: '2026-12-20', cabinClass: 'Economy', airlines: ['CA'] },
      ],
    });
    expect(payload).toEqual({
      search: {
        adults: 2, children: 1, infants: 1, nonstop: 1, airline: 'CA,MU', solutions: 0, tag: '', returnTagPrice: 'Y',
        searchAirLegs: [
          { cabinClass: 'Economy', departureDate: '2026-12-12', origin: 'PEK', destination: 'LHR', airline: '' },
          { cabinClass: 'Economy', departureDate: '2026-12-20', origin: 'LHR', destination: 'PEK', airline: 'CA' },
        ],
      },
    });
    expect(shoppingOperation).toMatchObject({ path: '/json/shoppingV8', effect: 'read', acceptGzip: true, defaultTimeoutMs: 60_000 });
  });

  it('reads the spec-shaped response into the compact form, money as decimal strings', () => {
    const result = parse(shoppingOperation, specShapedShopping, SEARCH);
    expect(result.success).toBe(true);
    const data = result.data as { offers: { price: { perPassenger: { ADT: { fare: string; ticketingFee: string } } } }[]; flights: { segments: number[] }[] };
    expect(data.offers[0]?.price.perPassenger.ADT).toMatchObject({ fare: '80.52', ticketingFee: '2.02' });
    expect(data.flights[0]?.segments).toEqual([0]);
  });

  it('reads the real-world shape: numeric strings, extra null keys, 2-rule groups, all-null baggage, missing str* fields', () => {
    const result = parse(shoppingOperation, realWorldShopping, SEARCH);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const data = result.data as {
      offers: Record<string, unknown>[];
      flights: { journeyMinutes: number; segments: number[] }[];
      segments: { bookingCode: string; seatsLeft: number; departDate: string; departTime: string; toTerminal: string }[];
    };
    const offer = data.offers[0]!;
    expect(offer).toMatchObject({ virtualInterlining: true, categories: ['VI'] });
    expect(offer).not.toHaveProperty('comments');
    expect((offer.rules as Record<string, { rules: unknown[] }[]>).ADT?.[0]?.rules).toHaveLength(2);
    expect((offer.baggage as Record<string, { known: boolean }[]>).ADT?.[0]?.known).toBe(false);
    expect(data.flights[0]).toMatchObject({ journeyMinutes: 130, segments: [0] });
    // The timestamp is the local wall clock read as UTC+8: 1765440000000 is 2025-12-11 16:00 there.
    expect(data.segments[0]).toMatchObject({ bookingCode: 'YB', seatsLeft: 4, departDate: '2025-12-11', departTime: '16:00', toTerminal: '0' });
  });

  it('names the field when a value the desk depends on is unusable', () => {
    const broken = { ...specShapedShopping, solutions: [{ ...specShapedShopping.solutions[0], adtFare: 'ten' }] };
    const result = parse(shoppingOperation, broken, SEARCH);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['solutions', 0, 'adtFare']);
  });

  it('drops a solution whose flight has no segment list under either spelling', () => {
    const broken = { ...specShapedShopping, flights: [{ flightId: 'f1', journeyTime: 1, transferCount: 0 }] };
    expect(parse(shoppingOperation, broken, SEARCH).data).toMatchObject({ offers: [], droppedOffers: 1 });
  });
});

describe('PrecisePricing V9', () => {
  const request = {
    journeys: { journey_0: [{ airline: 'CA', flightNum: 'CA1501', departure: 'PEK', arrival: 'SHA', departureDate: '2026-12-11', departureTime: '16:00', arrivalDate: '2026-12-11', arrivalTime: '18:10', bookingCode: 'Y' }] },
    adults: 1, children: 0, infants: 0, solutionId: 'SOLUTION-ID-1', cabin: '',
  };

  it('builds the pricing object with the journeys map and the solutionId', () => {
    expect(precisePricingOperation.buildPayload(request)).toEqual({ pricing: { ...request } });
  });

  it('puts the requested cabin on every segment when one is set', () => {
    const payload = precisePricingOperation.buildPayload({ ...request, cabin: 'Business' }) as { pricing: { journeys: { journey_0: { cabinClass: string }[] }; cabin: string } };
    expect(payload.pricing.cabin).toBe('Business');
    expect(payload.pricing.journeys.journey_0.every((s) => s.cabinClass === 'Business')).toBe(true);
  });

  it('parses a response with `segmentIds`, ancillary flags, baggages and the reduced mini rules', () => {
    const data = {
      solution: {
        solutionId: 'SOLUTION-ID-1', currency: 'CNY', adtFare: 90, adtTax: 50, chdFare: null, chdTax: null, tktFee: 0, platformServiceFee: 0, merchantFee: 0,
        journeys: { journey_0: ['f1'] }, platingCarrier: 'CA', adults: 1, children: 0, infants: 0,
        baggageMap: { ADT: [{ segmentIndexList: [1], baggageAmount: '1PC', carryOnAmount: '1PC', carryOnWeight: '7KG' }] },
        miniRuleMap: { ADT: [{ segmentIndex: [1], miniRules: [{ penaltyType: 1, isPermited: 1, when: 2, noShowTime: '2', noShowTimeUnit: 'H' }] }] },
        baggages: { '1': { carryOn: '1PC', baggage: '1PC' } },
        bookingWithoutCard: 0,
      },
      flights: [{ flightId: 'f1', journeyTime: 130, transferCount: 0, segmentIds: ['s1'] }],
      segments: [segment('s1')],
      ancillaryAvailability: { paidBag: true, paidSeat: false },
    };
    const result = parse(precisePricingOperation, data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject({ solution: { adtFare: '90.00', bookingWithoutCard: 0 }, ancillaryAvailability: { paidBag: true, paidSeat: false }, flights: [{ segmentIds: ['s1'] }] });
  });
});

describe('Ticketing', () => {
  it('sends PNR in upper case and the name as given', () => {
    expect(ticketingOperation.buildPayload({ orderNum: '123456789012345678', name: 'ZHANG/SAN', email: 'a@b.c', telNum: '123', pnr: 'ABC123' })).toEqual({
      ticketing: { email: 'a@b.c', name: 'ZHANG/SAN', orderNum: '123456789012345678', telNum: '123', PNR: 'ABC123' },
    });
    expect(ticketingOperation.effect).toBe('write');
  });

  it('keeps an 18-digit order number and reads amounts as decimals', () => {
    const result = parse(ticketingOperation, { orderNum: '123456789012345678', orderAmount: 2015, transactionExpense: 2.02, payAmount: 2017.02 });
    expect(result.data).toEqual({ orderNum: '123456789012345678', orderAmount: '2015.00', transactionExpense: '2.02', payAmount: '2017.02' });
  });

  it('refuses an order number sent as an unsafe JSON number (digits already lost)', () => {
    const result = parse(ticketingOperation, { orderNum: 123456789012345680, orderAmount: 1, transactionExpense: 0, payAmount: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['orderNum']);
  });

  it('accepts a safe integer order number and keeps it as a string', () => {
    expect(parse(ticketingOperation, { orderNum: 1234567, orderAmount: '1', transactionExpense: '0', payAmount: '1' }).data).toMatchObject({ orderNum: '1234567' });
  });
});

describe('ModifyOrderStatus', () => {
  it('sends fakeModifyOrder and expects no data', () => {
    expect(modifyOrderStatusOperation.buildPayload({ orderNum: '1' })).toEqual({ fakeModifyOrder: { orderNum: '1' } });
    expect(modifyOrderStatusOperation.readData).toBeNull();
    expect(modifyOrderStatusOperation.effect).toBe('write');
  });
});

describe('AncillaryOrderDetail', () => {
  const sample = {
    ancillaryOrderNum: '223456789012345678', airOrderNum: '123456789012345678', ancillaryOrderStatus: 'ISS_PRC', ancillaryOrderType: 'ORIGIN',
    saleStage: 1, ancillaryType: 1, createTime: '2026-11-01T10:00:00+08:00', pnr: 'ABC123', payGate: 'Prepay', paySerialNum: 'P1', lastTktTime: '2026-11-02T10:00+08:00',
    passengers: [{ lastName: 'ZHANG', firstName: 'SAN', psgType: 'ADT', birthday: '1990-01-01', sex: 'M', passengerID: '1' }],
    journeys: [{ journeyID: '1', segments: [{ airline: 'CA', departure: 'PEK', departureDate: '2026-12-11', departureTime: '16:00', arrival: 'SHA', arrivalDate: '18:10', arrivalTime: '2026-12-11', flightNum: 'CA1501', bookingCode: 'Y', segmentKey: 'k1' }] }],
    ancillaryInfos: [{ baggages: { passengerID: '1', journeyID: '1', payBaggageType: 1, baggagePiece: -1, baggageWeight: '20KG', baggageCurrency: 'CNY', baggagePrice: '300.00', description: 'Extra bag' } }],
  };

  it('sends the ancillary order number in data', () => {
    expect(ancillaryOrderDetailOperation.buildPayload({ ancillaryOrderNum: '9' })).toEqual({ data: { ancillaryOrderNum: '9' } });
  });

  it('detects the swapped arrivalDate/arrivalTime of the sample, corrects them and flags it', () => {
    const result = parse(ancillaryOrderDetailOperation, sample);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const segment0 = (result.data as { journeys: { segments: Record<string, unknown>[] }[] }).journeys[0]!.segments[0]!;
    expect(segment0).toMatchObject({ arrivalDate: '2026-12-11', arrivalTime: '18:10', correctedFields: ['arrivalDate', 'arrivalTime'] });
  });

  it('leaves correctly named fields alone', () => {
    const fixed = structuredClone(sample);
    fixed.journeys[0]!.segments[0]!.arrivalDate = '2026-12-11';
    fixed.journeys[0]!.segments[0]!.arrivalTime = '18:10';
    const segment0 = (parse(ancillaryOrderDetailOperation, fixed).data as { journeys: { segments: Record<string, unknown>[] }[] }).journeys[0]!.segments[0]!;
    expect(segment0).toMatchObject({ arrivalDate: '2026-12-11', arrivalTime: '18:10', correctedFields: [] });
  });

  it('flattens the baggage purchases and keeps the price as a decimal string', () => {
    const data = parse(ancillaryOrderDetailOperation, sample).data as { ancillaryInfos: { baggagePrice: string; baggagePiece: number }[] };
    expect(data.ancillaryInfos).toEqual([expect.objectContaining({ baggagePrice: '300.00', baggagePiece: -1 })]);
  });
});

describe('CheckReimbursed', () => {
  it('parses a voucher reimbursement', () => {
    const result = parse(checkReimbursedOperation, {
      reimbursedOrderNum: '323456789012345678', reimbursedOrderStatus: 'Reimbursed', payGate: 'Voucher', currency: 'CNY',
      voucherList: [{ lastName: 'ZHANG', firstName: 'SAN', birthday: '1990-01-01', sex: 'M', psgType: 'ADT', voucherNumber: 'V1', voucherCurrency: 'CNY', voucherAmount: 500.5, voucherValidFrom: '2026-11-01', voucherValidEnd: '2027-11-01', useFor: [1, 2], usageLimitation: 1 }],
      voucherFileId: ['file-1'],
    });
    expect(result.data).toMatchObject({ reimbursedOrderNum: '323456789012345678', voucherList: [{ voucherAmount: '500.50', useFor: [1, 2] }], voucherFileId: ['file-1'] });
  });
});

describe('RefundRequest', () => {
  const request = {
    orderNum: '123456789012345678', allPaxOfOrder: true, refundType: 0 as const, refundReason: 1 as const, uploadedFileIds: ['f1', 'f2'],
    pnrList: [{ segmentNo: 1, departure: 'PEK', arrival: 'SHA', flightNum: 'CA1501', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'ABC123', ticketNums: [{ ticketNum: '999-1234567890', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1990-01-01' }] }],
  };

  it('sends integers for type and reason, uploadFilesIds for the file ids, 1/0 for the flags', () => {
    expect(refundRequestOperation.buildPayload({ ...request, canceledReservationBeforeDeparture: true, email: 'a@b.c' })).toEqual({
      data: { allPaxOfOrder: 1, orderNum: request.orderNum, refundType: 0, refundReason: 1, email: 'a@b.c', uploadFilesIds: ['f1', 'f2'], pnrList: request.pnrList, canceledReservationBeforeDeparture: 1 },
    });
    expect(refundRequestOperation).toMatchObject({ host: 'refund', encoding: 'refund-form', effect: 'write', path: '/refund-api/refundRequest' });
  });

  it('parses the refund order, refundType/refundReason as strings or integers', () => {
    for (const [type, reason] of [['0', '1'], [0, 1]] as const) {
      const result = parse(refundRequestOperation, {
        orderNum: '423456789012345678', parentOrderNum: '123456789012345678', refOrderNum: 'R1', createTime: '2026-11-21 10:00:00',
        passengerPriceList: [{ segmentList: [], lastName: 'ZHANG', firstName: 'SAN', nationality: 'CN', psgType: 'ADT', sex: 'M', birthday: '1990-01-01', solutions: [{ currency: 'CNY', paidAmount: 1000, usedAmount: 0, nonRefundableAmount: 200, refundServiceFee: 10, refundAmount: 790, FormOfPayment: 'Original' }] }],
        refundType: type, refundReason: reason, orderStatus: 'Refund request', platingCarrier: 'CA', journeys: [],
      });
      expect(result.data).toMatchObject({ refundType: '0', refundReason: '1', passengerPriceList: [{ solutions: [{ refundAmount: '790.00' }] }] });
    }
  });
});

describe('each operation module names the error codes it can return', () => {
  const all = [shoppingOperation, precisePricingOperation, ticketingOperation, modifyOrderStatusOperation, ancillaryOrderDetailOperation, checkReimbursedOperation, refundRequestOperation];

  it('covers the seven operations of the spec, each once', () => {
    expect(all.map((op) => op.name).sort()).toEqual(['ancillaryOrderDetail', 'checkReimbursed', 'modifyOrderStatus', 'precisePricing', 'refundRequest', 'shopping', 'ticketing']);
  });

  it.each(all.map((op) => [op.name, op] as const))('%s lists its catalogue codes, authentication errors included', (_name, op) => {
    const codes = op.errors.map((entry) => entry.code);
    expect(codes).toContain('B002');
    expect(codes).toContain('B003');
    expect(op.errors.every((entry) => entry.specMessage.length > 0 && textIn('en', entry.nextStep).length > 0)).toBe(true);
  });

  it('carries the codes the issue names on the right operations', () => {
    const codesOf = (op: { errors: readonly { code: string }[] }) => op.errors.map((entry) => entry.code);
    expect(codesOf(precisePricingOperation)).toEqual(expect.arrayContaining(['B068', 'B021', 'B016', 'B020', 'B026', 'B015']));
    expect(codesOf(ticketingOperation)).toEqual(expect.arrayContaining(['B009', 'B010', 'B022', 'B024']));
    expect(codesOf(refundRequestOperation)).toEqual(expect.arrayContaining(['B134', 'B135', 'B136', 'B137', 'B145', 'B146', 'B149', 'B150', 'B152', 'B153', 'B154']));
    expect(codesOf(checkReimbursedOperation)).toEqual(expect.arrayContaining(['B037', 'B141']));
  });
});
