/**
 * The Refunds screen's pure logic: grid selection and "Whole order", ticket numbers shared or per
 * segment, grid keys, pasted ids, the review in words, vouchers in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RefundReview } from '../../../electron/contract/domains/refunds';
import { everyCell, type RefundForm } from '../../../electron/contract/refunds/refund-form';
import { buildRefundRequest } from '../../../electron/contract/refunds/refund-request-builder';
import { isSelected, setTicket, setWholeOrder, sharedTicket, toggleAll, toggleCell } from '../../../src/refunds/form-edits';
import { moveInGrid } from '../../../src/refunds/grid-navigation';
import { parsePastedIds } from '../../../src/refunds/pasted-ids';
import { reviewSections } from '../../../src/refunds/review-lines';
import { limitationWords, passengerWords, segmentWords, useForWords, voucherWords } from '../../../src/refunds/refund-words';
import { setLanguage } from '../../../src/ui-text';
import { base64Of, chunkRanges } from '../../../src/refunds/chunks';

const form: RefundForm = {
  wholeOrder: false, cells: [], refundType: 1, refundReason: 4, contactPerson: 'WANG/LEI', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: true,
  passengers: [
    { passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: 'P', cardNum: 'E1', tickets: [{ segmentNo: 1, ticketNum: '999-1000000001' }, { segmentNo: 2, ticketNum: '999-1000000001' }] },
    { passengerIndex: 2, type: 'ADT', lastName: 'LI', firstName: 'MEI', sex: 'F', birthday: '1985-04-12', cardType: '', cardNum: '', tickets: [{ segmentNo: 1, ticketNum: '999-1000000002' }, { segmentNo: 2, ticketNum: '999-1000000003' }] },
  ],
  segments: [
    { segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: '' },
    { segmentNo: 2, journeyIndex: 1, airline: 'CA', flightNum: '938', departure: 'LHR', arrival: 'PEK', departureDate: '2026-12-29', departureTime: '21:00', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: '' },
  ],
};

describe('the grid', () => {
  it('Space toggles a cell; A selects all, then none', () => {
    const one = toggleCell(form, { passengerIndex: 2, segmentNo: 1 });
    expect(isSelected(one, { passengerIndex: 2, segmentNo: 1 })).toBe(true);
    expect(toggleCell(one, { passengerIndex: 2, segmentNo: 1 }).cells).toEqual([]);
    expect(toggleAll(one).cells).toHaveLength(4);
    expect(toggleAll(toggleAll(one)).cells).toEqual([]);
  });

  it('"Whole order" selects everything; taking a cell out is then B136 before anything is sent', () => {
    const whole = setWholeOrder(form, true);
    expect(whole.cells).toEqual(everyCell(form));
    const leftOut = toggleCell(whole, { passengerIndex: 1, segmentNo: 2 });
    const built = buildRefundRequest({ orderNum: '917083410145514001', form: leftOut, fileIds: [] });
    expect(!built.ok && built.issues[0]?.rule).toBe('B136');
    expect(setWholeOrder(whole, false)).toMatchObject({ wholeOrder: false, cells: whole.cells });
  });

  it('arrows move within bounds; Home/End to the row\'s ends, with Ctrl to the corners; other keys do nothing', () => {
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowRight', 2, 2)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid({ row: 0, column: 1 }, 'ArrowRight', 2, 2)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', 2, 2)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 1, column: 1 }, 'Home', 2, 2)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid({ row: 0, column: 0 }, 'End', 3, 4, true)).toEqual({ row: 2, column: 3 });
    expect(moveInGrid({ row: 0, column: 0 }, 'x', 2, 2)).toBeNull();
  });
});

describe('ticket numbers', () => {
  it('one field when the segments share a ticket (it sets them all), per segment when they differ', () => {
    expect(sharedTicket(form.passengers[0]!)).toBe('999-1000000001');
    expect(sharedTicket(form.passengers[1]!)).toBeNull();
    const edited = setTicket(form, 1, 'all', '999-2000000001');
    expect(edited.passengers[0]?.tickets.map((t) => t.ticketNum)).toEqual(['999-2000000001', '999-2000000001']);
    expect(setTicket(form, 2, 2, '999-3').passengers[1]?.tickets.map((t) => t.ticketNum)).toEqual(['999-1000000002', '999-3']);
  });
});

describe('pasted ids', () => {
  it('one per line, or comma/space separated; + / = kept; repeats dropped', () => {
    expect(parsePastedIds('+/abc==\n+/def==, +/abc==;  plain42 \n\n')).toEqual(['+/abc==', '+/def==', 'plain42']);
  });
});

describe('chunks', () => {
  it('cut a file in ranges of at most the chunk size and encode them as standard Base64', () => {
    expect(chunkRanges(10, 4)).toEqual([{ start: 0, end: 4 }, { start: 4, end: 8 }, { start: 8, end: 10 }]);
    expect(chunkRanges(0, 4)).toEqual([]);
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const decoded = Uint8Array.from(atob(base64Of(bytes)), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(bytes);
    expect(base64Of(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
  });
});

describe('the review in words', () => {
  it('says everything the request carries: each document with its id, segment by segment, passenger by passenger', () => {
    const chosen = { ...form, cells: [{ passengerIndex: 1, segmentNo: 1 }, { passengerIndex: 2, segmentNo: 1 }] };
    const built = buildRefundRequest({ orderNum: '917083410145514001', form: chosen, fileIds: ['+/a==', '+/b=='] });
    if (!built.ok) throw new Error('not ready');
    const review: RefundReview = { draftId: 1, request: built.request, wireJson: '{}', url: 'http://127.0.0.1:9/refund-api/refundRequest', documentsExpected: false };
    const documents = [{ fileId: '+/a==', fileName: 'certificate.pdf', pages: 3 }, { fileId: '+/b==', fileName: null, pages: null }];
    expect(reviewSections(review, chosen, documents)).toEqual([
      {
        heading: 'Refund of order 917083410145514001',
        lines: [
          'part of the order (allPaxOfOrder = 0)',
          'involuntary, reason: visa refusal',
          'Contact: WANG/LEI',
          'No refund pricing id',
          'Reservation cancelled before departure: yes',
          'Supporting documents: 2 file ids',
        ],
      },
      { heading: 'Supporting documents, sent as uploadFilesIds', lines: ['certificate.pdf (3 pages): file id +/a==', 'Pasted file id +/b=='] },
      {
        heading: 'Segment 1: CA937 PEK→LHR, ECONOMY class Y, PNR NK3QXP',
        lines: ['ZHANG/SAN (M, born 1980-01-02), ticket 999-1000000001, document P E1', 'LI/MEI (F, born 1985-04-12), ticket 999-1000000002'],
      },
    ]);
  });
});

describe('vouchers in words', () => {
  it('useFor and usageLimitation as the agent reads them; unknown values shown as they came', () => {
    expect(useForWords([1, 2, 3])).toBe('new tickets, ticket changes, ancillary products');
    expect(useForWords([7])).toBe('use 7');
    expect(limitationWords(1)).toBe('for this passenger only');
    expect(limitationWords(2)).toBe('no limitation on who uses it');
    expect(limitationWords(null)).toBe('usage limitation uncertain');
    expect(voucherWords({ voucherNumber: 'VC1', currency: 'CNY', amount: '4380.00', validFrom: '2026-11-23', validEnd: '2027-11-23', useFor: [1], usageLimitation: 1, fileId: null }))
      .toBe('Voucher VC1: CNY 4,380.00, valid 2026-11-23 to 2027-11-23; for new tickets; for this passenger only');
  });
});

describe('passengers and segments named for the agent', () => {
  afterEach(() => setLanguage('en'));

  it('names a passenger as typed, or by number in the desk’s language until the name is filled in', () => {
    const unnamed: RefundForm = { ...form, passengers: form.passengers.map((p) => (p.passengerIndex === 2 ? { ...p, lastName: '', firstName: '' } : p)) };
    expect(passengerWords(unnamed, 1)).toBe('ZHANG/SAN');
    expect(passengerWords(unnamed, 2)).toBe('passenger 2');
    setLanguage('zh-CN');
    expect(passengerWords(unnamed, 2)).toBe('乘客 2');
    expect(segmentWords(form, 1)).toBe('航段 1 PEK-LHR');
  });
});
