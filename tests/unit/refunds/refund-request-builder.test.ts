/**
 * From the refund form to RefundRequest (spec 2.11): pnrList per segment, from 1, with every
 * selected passenger's ticket; nothing required sent empty; the rules the desk sees coming (B136,
 * B145, 99 file ids) refused before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { everyCell, MAX_FILE_IDS, type RefundForm, type RefundPassengerForm, type RefundSegmentForm } from '../../../electron/contract/refunds/refund-form';
import { buildRefundRequest as buildCoded, type RefundRequestInput } from '../../../electron/contract/refunds/refund-request-builder';
import { wordAll } from '../../../electron/contract/words';
import type { Language } from '../../../electron/contract/domains/language';

/** The builder's verdict as a screen in `language` reads it (its issues are wordings). */
const buildRefundRequest = (input: RefundRequestInput, language: Language = 'en') => wordAll(language, buildCoded(input));

function segment(segmentNo: number, journeyIndex: number, from: string, to: string, flightNum: string, extra: Partial<RefundSegmentForm> = {}): RefundSegmentForm {
  return { segmentNo, journeyIndex, airline: 'CA', flightNum, departure: from, arrival: to, departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: 'CA7F2Q', ...extra };
}

function passenger(passengerIndex: number, lastName: string, firstName: string, tickets: Record<number, string>, extra: Partial<RefundPassengerForm> = {}): RefundPassengerForm {
  return {
    passengerIndex,
    type: 'ADT',
    lastName,
    firstName,
    sex: 'F',
    birthday: '1985-04-12',
    cardType: 'P',
    cardNum: 'E1234567',
    tickets: Object.entries(tickets).map(([segmentNo, ticketNum]) => ({ segmentNo: Number(segmentNo), ticketNum })),
    ...extra,
  };
}

/** The sandbox's issued round trip: PEK⇄LHR, two adults, one ticket each for both segments. */
function roundTrip(overrides: Partial<RefundForm> = {}): RefundForm {
  const form: RefundForm = {
    wholeOrder: false,
    cells: [],
    refundType: 0,
    refundReason: 0,
    contactPerson: 'WANG/LEI',
    email: 'desk@agency.example',
    telNum: '+86 138 0013 8000',
    refundPricingId: '',
    cancelledBeforeDeparture: false,
    passengers: [
      passenger(1, 'ZHANG', 'SAN', { 1: '999-1234567890', 2: '999-1234567890' }, { sex: 'M', birthday: '1980-01-02' }),
      passenger(2, 'LI', 'MEI', { 1: '999-1234567891', 2: '999-1234567891' }),
    ],
    segments: [segment(1, 0, 'PEK', 'LHR', '937'), segment(2, 1, 'LHR', 'PEK', '938', { departureDate: '2026-12-29' })],
    ...overrides,
  };
  return form;
}

const ORDER = '917083410145514001';

describe('pnrList from the form', () => {
  it('whole round trip, two passengers: one element per segment from 1, each with both passengers\' tickets', () => {
    const form = roundTrip();
    const built = buildRefundRequest({ orderNum: ORDER, form: { ...form, wholeOrder: true, cells: everyCell(form) }, fileIds: [] });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.request.allPaxOfOrder).toBe(true);
    expect(built.request.pnrList).toEqual([
      {
        segmentNo: 1, departure: 'PEK', arrival: 'LHR', flightNum: '937', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: 'CA7F2Q',
        ticketNums: [
          { ticketNum: '999-1234567890', lastName: 'ZHANG', firstName: 'SAN', cardType: 'P', cardNum: 'E1234567', sex: 'M', birthday: '1980-01-02' },
          { ticketNum: '999-1234567891', lastName: 'LI', firstName: 'MEI', cardType: 'P', cardNum: 'E1234567', sex: 'F', birthday: '1985-04-12' },
        ],
      },
      expect.objectContaining({ segmentNo: 2, departure: 'LHR', arrival: 'PEK', flightNum: '938', ticketNums: [expect.objectContaining({ lastName: 'ZHANG' }), expect.objectContaining({ lastName: 'LI' })] }),
    ]);
  });

  it('one passenger, return segment only: only that segment, only that passenger', () => {
    const built = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ cells: [{ passengerIndex: 2, segmentNo: 2 }] }), fileIds: [] });
    expect(built.ok && built.request.pnrList).toEqual([expect.objectContaining({ segmentNo: 2, ticketNums: [expect.objectContaining({ lastName: 'LI', ticketNum: '999-1234567891' })] })]);
    expect(built.ok && built.request.allPaxOfOrder).toBe(false);
  });

  it('a change order: its own segment numbers and the changed passenger, per segment ticket', () => {
    const form: RefundForm = {
      ...roundTrip(),
      passengers: [passenger(3, 'CHEN', 'JIE', { 1: '784-2592335551' })],
      segments: [segment(1, 0, 'CTU', 'SZX', 'CZ3455', { airline: 'CZ', bookingCode: 'SL', cabinClass: 'ECONOMY', pnr: 'PX71QZ', airPnr: '' })],
      cells: [{ passengerIndex: 3, segmentNo: 1 }],
    };
    const built = buildRefundRequest({ orderNum: '917083410161352001', form, fileIds: [] });
    expect(built.ok && built.request).toMatchObject({ orderNum: '917083410161352001', pnrList: [{ segmentNo: 1, departure: 'CTU', arrival: 'SZX', flightNum: 'CZ3455', bookingCode: 'SL', pnr: 'PX71QZ', ticketNums: [{ ticketNum: '784-2592335551', lastName: 'CHEN' }] }] });
    // No airline PNR known: the optional field is left out, never sent empty.
    expect(built.ok && built.request.pnrList[0]).not.toHaveProperty('airPnr');
  });

  it('sends optional fields only when given, and "cancelled before departure" only when it was', () => {
    const plain = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ cells: [{ passengerIndex: 1, segmentNo: 1 }], contactPerson: ' ', email: '', telNum: '' }), fileIds: [] });
    expect(plain.ok && Object.keys(plain.request).sort()).toEqual(['allPaxOfOrder', 'orderNum', 'pnrList', 'refundReason', 'refundType', 'uploadedFileIds']);
    const full = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ cells: [{ passengerIndex: 1, segmentNo: 1 }], refundPricingId: ' RP2024000001 ', cancelledBeforeDeparture: true, refundType: 1, refundReason: 4 }), fileIds: ['+/abc=='] });
    expect(full.ok && full.request).toMatchObject({ refundPricingId: 'RP2024000001', canceledReservationBeforeDeparture: true, refundType: 1, refundReason: 4, uploadedFileIds: ['+/abc=='], contactPerson: 'WANG/LEI', email: 'desk@agency.example', telNum: '+86 138 0013 8000' });
  });
});

describe('nothing required is sent empty', () => {
  it('names each missing value of a selected passenger and segment, and only of selected ones', () => {
    const form = roundTrip({
      cells: [{ passengerIndex: 1, segmentNo: 1 }],
      passengers: [
        passenger(1, 'ZHANG', 'SAN', { 1: '', 2: '999-1234567890' }, { birthday: '', sex: '' }),
        passenger(2, '', '', { 1: '', 2: '' }),
      ],
      segments: [segment(1, 0, 'PEK', 'LHR', '937', { bookingCode: '', cabinClass: '' }), segment(2, 1, 'LHR', 'PEK', '')],
    });
    const built = buildRefundRequest({ orderNum: ORDER, form, fileIds: [] });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues.map((issue) => [issue.field, issue.rule])).toEqual([
      ['passengers.0.sex', 'required'],
      ['passengers.0.birthday', 'required'],
      ['passengers.0.tickets.1', 'required'],
      ['segments.0.cabinClass', 'required'],
      ['segments.0.bookingCode', 'required'],
    ]);
    expect(built.issues[2]?.message).toBe('ZHANG/SAN: ticket number for segment 1 PEK-LHR is required.');
  });

  it('requires a refund type, a reason, and at least one passenger and segment', () => {
    const built = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ refundType: null, refundReason: null }), fileIds: [] });
    expect(!built.ok && built.issues.map((issue) => issue.field)).toEqual(['cells', 'refundType', 'refundReason']);
  });

  it('checks formats: birthday a real date, sex M or F, ticket numbers 13 digits, codes, e-mail', () => {
    const form = roundTrip({
      cells: [{ passengerIndex: 1, segmentNo: 1 }],
      passengers: [passenger(1, 'ZHANG', 'SAN', { 1: '12345' }, { birthday: '1980-02-30', sex: 'X' })],
      segments: [segment(1, 0, 'PE', 'LHR', 'CA93701', { bookingCode: 'Y1' })],
      email: 'not-an-address',
    });
    const built = buildRefundRequest({ orderNum: ORDER, form, fileIds: [] });
    expect(!built.ok && built.issues.map((issue) => `${issue.field}:${issue.rule}`)).toEqual([
      'passengers.0.sex:one of M, F',
      'passengers.0.birthday:date',
      'passengers.0.tickets.1:ticket number',
      'segments.0.departure:airport',
      'segments.0.flightNum:flight number',
      'segments.0.bookingCode:booking code',
      'email:e-mail',
    ]);
  });
});

describe('rules refused locally with the service\'s code', () => {
  it('"Whole order" with a cell left out is B136, naming who and which flight is left out', () => {
    const form = roundTrip();
    const cells = everyCell(form).filter((cell) => !(cell.passengerIndex === 2 && cell.segmentNo === 2));
    const built = buildRefundRequest({ orderNum: ORDER, form: { ...form, wholeOrder: true, cells }, fileIds: [] });
    expect(!built.ok && built.issues).toEqual([
      expect.objectContaining({ field: 'wholeOrder', rule: 'B136', message: expect.stringContaining('LI/MEI on segment 2 LHR-PEK is left out') }),
      // The same selection also mixes routings (ZHANG both ways, LI outbound only): B145.
      expect.objectContaining({ field: 'cells', rule: 'B145' }),
    ]);
  });

  it('passengers refunding different flights in one request is B145, with the groups named', () => {
    const built = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ cells: [{ passengerIndex: 1, segmentNo: 1 }, { passengerIndex: 1, segmentNo: 2 }, { passengerIndex: 2, segmentNo: 1 }] }), fileIds: [] });
    expect(!built.ok && built.issues[0]).toEqual({
      field: 'cells',
      rule: 'B145',
      message: 'Passengers in one request must refund the same flights (B145). Here ZHANG/SAN: segment 1 PEK-LHR + segment 2 LHR-PEK; LI/MEI: segment 1 PEK-LHR. Send one request per group: refund these passengers\' flights alike, or start another refund for the others.',
    });
  });

  it('says the same by code in Chinese: B145 with the groups, B136 with who and which flight', () => {
    const mixed = buildRefundRequest({ orderNum: ORDER, form: roundTrip({ cells: [{ passengerIndex: 1, segmentNo: 1 }, { passengerIndex: 1, segmentNo: 2 }, { passengerIndex: 2, segmentNo: 1 }] }), fileIds: [] }, 'zh-CN');
    expect(!mixed.ok && mixed.issues[0]?.message).toBe(
      '同一请求中的乘客必须退相同的航班（B145）。此处为 ZHANG/SAN: 航段 1 PEK-LHR + 航段 2 LHR-PEK；LI/MEI: 航段 1 PEK-LHR。请每组一个请求：让这些乘客退相同的航班，或为其他乘客另开一个退票。',
    );
    const form = roundTrip();
    const whole = buildRefundRequest({ orderNum: ORDER, form: { ...form, wholeOrder: true, cells: everyCell(form).filter((cell) => !(cell.passengerIndex === 2 && cell.segmentNo === 2)) }, fileIds: [] }, 'zh-CN');
    expect(!whole.ok && whole.issues[0]?.message).toMatch(/^已选整单，但 LI\/MEI 的 航段 2 LHR-PEK 未选/);
  });

  it(`at most ${MAX_FILE_IDS} file ids: ${MAX_FILE_IDS} go, ${MAX_FILE_IDS + 1} are refused naming the limit`, () => {
    const form = roundTrip({ cells: [{ passengerIndex: 1, segmentNo: 1 }] });
    const ids = (n: number) => Array.from({ length: n }, (_, index) => `+/F${index}==`);
    expect(buildRefundRequest({ orderNum: ORDER, form, fileIds: ids(MAX_FILE_IDS) }).ok).toBe(true);
    const refused = buildRefundRequest({ orderNum: ORDER, form, fileIds: ids(MAX_FILE_IDS + 1) });
    expect(!refused.ok && refused.issues).toEqual([
      { field: 'fileIds', rule: 'max 99', message: 'At most 99 file ids can go with one refund request (part 8 of the specification); this one has 100. Remove 1.' },
    ]);
  });
});
