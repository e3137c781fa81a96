/**
 * Documents from the order file (issue 25): an order filed as the desk files answers, its selling
 * price and the letterhead, made into the itinerary and the receipt by the document service, read
 * back with pdftotext. The receipt holds the selling price and never the net price unless asked;
 * without a selling price it says so (a gap the screen shows).
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import { customerDocumentSchema } from '../../../electron/contract/domains/customer-documents';
import type { OfferSnapshot } from '../../../electron/contract/domains/pricing';
import { sellingPriceSchema } from '../../../electron/contract/domains/selling-price';
import type { CompactSegment } from '../../../electron/contract/domains/shopping';
import { wordAll } from '../../../electron/contract/words';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { DocumentService } from '../../../electron/main/desk/customer-documents/document-service';
import { LetterheadFile } from '../../../electron/main/desk/customer-documents/letterhead-file';
import { LetterheadService } from '../../../electron/main/desk/customer-documents/letterhead-service';
import { SellingPriceService } from '../../../electron/main/desk/customer-documents/selling-price-service';
import { PlaceDirectory } from '../../../electron/main/desk/places/place-directory';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { pdfText } from '../documents/read-back';

const OWNER: OrderOwner = { environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'p-1', profileName: 'Rehearsal' };
const ORDER: OrderFacts = {
  orderNum: '917083410145514001',
  kind: 'air',
  status: { status: readOrderStatus('ISSED', 'air'), inferred: false },
  pnr: 'MX7K2P',
  airPnr: 'NB4Q9T',
  currency: 'CNY',
  amount: '4830.00',
  passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-01', nationality: 'CN', cardType: 'P', cardNum: 'E123', cardExpiredDate: null }],
  segments: [
    { segmentNo: 1, journeyIndex: 1, airline: 'CA', flightNum: '937', operatingAirline: null, operatingFlightNum: null, departure: 'PEK', arrival: 'LHR', departureTerminal: '3', arrivalTerminal: '2', departureDate: '2026-12-22', departureTime: '13:30', arrivalDate: '2026-12-22', arrivalTime: '17:20', flyingMinutes: 710, cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: '77W', codeShare: false },
  ],
  tickets: [{ passengerIndex: 1, segmentNo: 1, ticketNum: '999-2345678901' }],
};

let dir: { path: string; remove: () => void };
let file: OrderFile;
let documents: DocumentService;
let prices: SellingPriceService;
let orderId: number;
beforeEach(async () => {
  dir = tempDir('order-to-document');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  orderId = file.writer.file({ source: 'order-detail', owner: OWNER, at: new Date('2026-11-20T02:00:00Z'), fromService: true, orders: [ORDER] })[0]?.orderId ?? 0;
  const letterhead = new LetterheadService(new LetterheadFile(join(dir.path, 'letterhead.json')), createMemoryLogger());
  await letterhead.save({ agencyName: 'Skyway Travel', address: '1 Jianguomenwai Ave, Beijing', telephone: '+86 10 6505 1234', email: 'desk@skyway.example', licence: 'L-BJ-2026-001', logo: null });
  const places = new PlaceDirectory();
  documents = new DocumentService({
    orderFile: file,
    letterhead,
    names: { place: (code) => places.placeName(code), chinese: (code) => places.chineseName(code), airline: (code) => places.airlineName(code) },
    language: () => 'en',
    logger: createMemoryLogger(),
  });
  prices = new SellingPriceService({ orderFile: file, activeProfile: () => ({ id: 'p-1', name: 'Rehearsal' }) });
});
afterEach(() => {
  file.close();
  dir.remove();
});

async function read(input: Record<string, unknown>): Promise<{ text: string; gaps: string[]; fileName: string }> {
  const made = await documents.make(customerDocumentSchema.parse({ orderId, ...input }));
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return { text: await pdfText(new Uint8Array(Buffer.from(made.value.pdfBase64, 'base64'))), gaps: wordAll('en', made.value.gaps).map((gap) => gap.code), fileName: made.value.fileName };
}

/** The priced offer the desk booked ORDER from, as the search archive keeps it (only what the documents read). */
const OFFER: Pick<OfferSnapshot, 'journeys' | 'rules' | 'baggage'> = {
  journeys: [{ segments: [{ airline: 'CA', flightNumber: 'CA937' } as CompactSegment], journeyMinutes: 710, transfers: 0 }],
  rules: {
    ADT: [
      {
        segments: [1],
        rules: [
          { penaltyType: 2, permitted: true, when: 0, amount: '500.00', currency: 'CNY', percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
          { penaltyType: 1, permitted: false, when: 1, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
        ],
      },
    ],
  },
  baggage: { ADT: [{ segments: [1], checkedPieces: '2', checkedWeight: '23', carryOnPieces: '1', carryOnWeight: '7', carryOnSize: null, known: true }] },
};

function withOffer(offerOf: (orderNum: string) => Pick<OfferSnapshot, 'journeys' | 'rules' | 'baggage'> | null): DocumentService {
  const places = new PlaceDirectory();
  const letterhead = new LetterheadService(new LetterheadFile(join(dir.path, 'letterhead.json')), createMemoryLogger());
  return new DocumentService({
    orderFile: file,
    letterhead,
    names: { place: (code) => places.placeName(code), chinese: (code) => places.chineseName(code), airline: (code) => places.airlineName(code) },
    offerOf,
    language: () => 'en',
    logger: createMemoryLogger(),
  });
}

describe('fare conditions and baggage on the itinerary', () => {
  it('come from the priced offer the desk booked the order from', async () => {
    documents = withOffer((orderNum) => (orderNum === ORDER.orderNum ? OFFER : null));
    const squeezed = (await read({ kind: 'itinerary' })).text.replace(/\s+/g, '');
    expect(squeezed).toContain('Changebeforedeparture:feeCNY500.00.');
    expect(squeezed).toContain('Refundafterano-show:notpermitted.');
    // The baggage cell: checked, then cabin (the table's columns interleave its wrapped lines).
    expect(squeezed).toContain('2pc23kg');
    expect(squeezed).toContain('Cabin1pc7kg');
    expect(squeezed).not.toContain('Notstated:ask');
    expect(squeezed).not.toContain("notintheagency'sfile");
  });

  it('are said not to be known when the archive has no offer for it, or one for other flights', async () => {
    for (const offerOf of [() => null, () => ({ ...OFFER, journeys: [{ segments: [{ airline: 'MU', flightNumber: '5101' } as CompactSegment], journeyMinutes: 130, transfers: 0 }] })]) {
      documents = withOffer(offerOf);
      const squeezed = (await read({ kind: 'itinerary' })).text.replace(/\s+/g, '');
      expect(squeezed).toContain("Theconditionsofthisfarearenotintheagency'sfile:asktheagencybeforechangingorcancelling.");
      expect(squeezed).toContain('Notstated:ask');
      expect(squeezed).not.toContain('2pc23kg');
      expect(squeezed).not.toContain('CNY500.00');
    }
  });
});

describe('documents from the order file', () => {
  it('the itinerary holds the letterhead, passenger, ticket, PNRs, local times and the airports by name, in the desk language by default', async () => {
    const { text, fileName } = await read({ kind: 'itinerary' });
    for (const fact of ['Skyway Travel', 'L-BJ-2026-001', 'ZHANG/SAN', '999-2345678901', 'MX7K2P', 'NB4Q9T', 'CA937', '13:30', '17:20', 'PEK', 'LHR', 'Beijing Capital']) expect(text).toContain(fact);
    expect(fileName).toBe('itinerary-917083410145514001-en.pdf');
  });

  it('in Chinese: the airports by their Chinese names from the desk\'s table', async () => {
    const { text } = await read({ kind: 'itinerary', language: 'zh-CN' });
    expect(text.replace(/\s+/g, '')).toContain('北京首都国际机场');
  });

  it('the receipt: without a selling price it says so and shows no amount; with one, the selling price and never the net price unless asked', async () => {
    const bare = await read({ kind: 'receipt' });
    expect(bare.gaps).toEqual(['sellingPrice']);
    expect(bare.text).not.toMatch(/4,?830/);

    prices.save(sellingPriceSchema.parse({ orderId, mode: 'fee', amount: '370' }), 'r-1');
    const priced = await read({ kind: 'receipt' });
    expect(priced.gaps).toEqual([]);
    expect(priced.text).toContain('5,200.00');
    expect(priced.text).not.toMatch(/4,?830/);

    const withNet = await read({ kind: 'receipt', showNetPrice: true });
    expect(withNet.text).toMatch(/4,?830/);
  });

  it('an order not in the file is refused naming orderId', async () => {
    const made = await documents.make(customerDocumentSchema.parse({ orderId: 999, kind: 'itinerary' }));
    expect(made.ok ? null : made.error.kind === 'validation' && made.error.issues.map((issue) => issue.field)).toEqual(['orderId']);
  });
});
