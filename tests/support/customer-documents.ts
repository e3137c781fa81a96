/**
 * Fixture orders for the customer documents (issue 25): a 1-passenger one-way with a refund, and
 * a 9-passenger open jaw over 4 segments with Chinese and Latin names. Place and airline names
 * are the datasets' own (aircodes; resources/data/chinese-place-names.json), as the document
 * service reads them.
 */
import type { DocumentAirport, DocumentInput, DocumentSegment, Letterhead } from '../../electron/main/documents/document-model';
import type { OrderStatus } from '../../electron/contract/domains/orders';

const issued: OrderStatus = { code: 'ISSED', text: 'Issued', key: 'ISSED', group: 'issued' };

export const LETTERHEAD: Letterhead = {
  agencyName: '环球旅行社 Globe Travel Ltd.',
  address: '北京市朝阳区建国路 88 号 SOHO 现代城 2 号楼 1203 室, Beijing 100022',
  telephone: '+86 10 6588 1234',
  email: 'tickets@globe-travel.example',
  licenceNumber: 'L-BJ-01234',
  logo: null,
};

const airport = (code: string, en: string, city: string, zh: string | null, cityZh: string | null, terminal: string | null = null): DocumentAirport => ({
  code,
  name: { en, zh },
  city: { en: city, zh: cityZh },
  terminal,
});

const PEK = airport('PEK', 'Beijing Capital International Airport', 'Beijing', '北京首都国际机场', '北京', '3');
const LHR = airport('LHR', 'Heathrow Airport', 'London', '伦敦希思罗机场', '伦敦', '2');
const PVG = airport('PVG', 'Shanghai Pudong International Airport', 'Shanghai', '上海浦东国际机场', '上海', '2');
const FRA = airport('FRA', 'Frankfurt Airport', 'Frankfurt', '法兰克福机场', '法兰克福', '1');
const MAD = airport('MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', null, null, '2');
const BCN = airport('BCN', 'Barcelona–El Prat Airport', 'Barcelona', null, null, '1');
const MUC = airport('MUC', 'Munich Airport', 'Munich', '慕尼黑机场', '慕尼黑', '2');

const bags = { known: true, segments: [], checkedPieces: '2', checkedWeight: '23', carryOnPieces: '1', carryOnWeight: '7', carryOnSize: null };
const infantBags = { ...bags, checkedPieces: '1', checkedWeight: '10', carryOnPieces: null, carryOnWeight: null };

function segment(partial: Partial<DocumentSegment> & Pick<DocumentSegment, 'segmentNo' | 'journeyIndex' | 'flight' | 'departure' | 'arrival'>): DocumentSegment {
  return {
    carrier: { code: partial.flight.slice(0, 2), name: partial.flight.startsWith('CA') ? 'Air China' : 'Lufthansa' },
    operatedBy: null,
    departureDate: null,
    departureTime: null,
    arrivalDate: null,
    arrivalTime: null,
    dayMark: 0,
    flyingMinutes: null,
    cabin: 'ECONOMY',
    bookingClass: 'Y',
    equipment: null,
    baggage: { ADT: bags },
    ...partial,
  };
}

/** 1 passenger, PEK–LHR one way; net CNY 4,830.00, sold at CNY 5,200.00. */
export function oneWay(): DocumentInput {
  return {
    letterhead: LETTERHEAD,
    madeAt: '2026-11-26T09:30:00.000Z',
    sellingPrice: { kind: 'total', amount: '5200.00', currency: 'CNY' },
    order: {
      orderNum: '202611261234567890',
      kind: 'air',
      environment: 'production',
      status: issued,
      pnr: 'MX7K2P',
      airPnr: 'NB4Q9T',
      platingCarrier: 'CA',
      createdTime: '2026-11-20 14:05:33',
      passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', tickets: [{ segmentNo: 1, ticketNum: '999-2345678901' }] }],
      segments: [
        segment({
          segmentNo: 1,
          journeyIndex: 1,
          flight: 'CA937',
          departure: PEK,
          arrival: LHR,
          departureDate: '2026-12-22',
          departureTime: '13:30',
          arrivalDate: '2026-12-22',
          arrivalTime: '17:20',
          flyingMinutes: 710,
          bookingClass: 'K',
          equipment: '77W',
        }),
      ],
      fareConditions: [
        {
          passengerType: 'ADT',
          segments: [1],
          rules: [
            { penaltyType: 2, permitted: true, when: 0, amount: '500.00', currency: 'CNY', percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
            { penaltyType: 0, permitted: true, when: 0, amount: '800.00', currency: 'CNY', percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
            { penaltyType: 1, permitted: false, when: 1, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
          ],
        },
      ],
      netTotal: { amount: '4830.00', currency: 'CNY' },
      amounts: [
        { key: 'adtFare', amount: '3900.00', currency: 'CNY' },
        { key: 'adtTax', amount: '930.00', currency: 'CNY' },
        { key: 'orderAmount', amount: '4830.00', currency: 'CNY' },
      ],
    },
    refund: {
      refundOrderNum: '202612011111222233',
      requestId: 'req-7f3a9c21',
      sentAt: '2026-12-01T02:15:00.000Z',
      request: {
        orderNum: '202611261234567890',
        allPaxOfOrder: true,
        refundType: 1,
        refundReason: 1,
        contactPerson: 'LI Ming',
        telNum: '+86 138 0013 8000',
        email: 'tickets@globe-travel.example',
        uploadedFileIds: ['F-20261201-0001', 'F-20261201-0002'],
        pnrList: [
          {
            segmentNo: 1,
            departure: 'PEK',
            arrival: 'LHR',
            flightNum: 'CA937',
            cabinClass: 'ECONOMY',
            bookingCode: 'K',
            pnr: 'MX7K2P',
            ticketNums: [{ ticketNum: '999-2345678901', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1988-04-12' }],
          },
        ],
      },
      attachments: [
        { name: 'medical-certificate-zhang-san.pdf', type: 'application/pdf', pages: 3, fileId: 'F-20261201-0001' },
        { name: '诊断证明.jpg', type: 'image/jpeg', pages: null, fileId: 'F-20261201-0002' },
      ],
      history: [
        { status: { code: 'REFD_RQ', text: null, key: 'REFD_RQ', group: 'refund-in-progress' }, at: '2026-12-01T02:15:04.000Z', clock: 'desk', inferred: false },
        { status: { code: 'REFD_PRC', text: 'Refund processing', key: 'REFD_PRC', group: 'refund-in-progress' }, at: '2026-12-01 10:16:40', clock: 'service', inferred: false },
        { status: { code: 'REFD_TO_BE_REIM', text: null, key: 'REFD_TO_BE_REIM', group: 'refund-in-progress' }, at: '2026-12-03T08:00:00.000Z', clock: 'desk', inferred: false },
      ],
      lines: [{ passengerIndex: 1, lastName: 'ZHANG', firstName: 'SAN', currency: 'CNY', paid: '4830.00', used: '0.00', nonRefundable: '200.00', serviceFee: '100.00', refund: '4530.00', formOfPayment: 'Prepay', segmentNos: [1] }],
      vouchers: [
        {
          passengerIndex: 1,
          lastName: 'ZHANG',
          firstName: 'SAN',
          voucherNumber: 'V-88120034',
          currency: 'CNY',
          amount: '4530.00',
          validFrom: '2026-12-03',
          validEnd: '2027-12-02',
          useFor: [1],
          usageLimitation: 1,
          fileId: 'F-VCH-77001',
          source: 'check-reimbursed',
        },
      ],
    },
  };
}

const NAMES: [string, string, string][] = [
  ['王', '小明', 'ADT'],
  ['李', '娜', 'ADT'],
  ['张', '伟', 'ADT'],
  ['ZHOU', 'XIAOYU', 'ADT'],
  ['刘', '洋', 'ADT'],
  ['陈', '静', 'ADT'],
  ['SMITH', 'JOHN MICHAEL', 'ADT'],
  ['杨', '帆', 'CHD'],
  ['赵', '乐乐', 'INF'],
];

/** 9 passengers (Chinese and Latin names), PVG–FRA–MAD out, BCN–MUC–PVG back (an open jaw), sold with a service fee on top. */
export function openJaw(): DocumentInput {
  const segments = [
    segment({ segmentNo: 1, journeyIndex: 1, flight: 'LH729', departure: PVG, arrival: FRA, departureDate: '2027-01-14', departureTime: '23:10', arrivalDate: '2027-01-15', arrivalTime: '05:25', dayMark: 1, flyingMinutes: 795, bookingClass: 'V', equipment: '748' }),
    segment({ segmentNo: 2, journeyIndex: 1, flight: 'LH1122', departure: FRA, arrival: MAD, departureDate: '2027-01-15', departureTime: '07:20', arrivalDate: '2027-01-15', arrivalTime: '09:55', flyingMinutes: 155, bookingClass: 'V' }),
    segment({ segmentNo: 3, journeyIndex: 2, flight: 'LH1815', departure: BCN, arrival: MUC, departureDate: '2027-01-28', departureTime: '18:05', arrivalDate: '2027-01-28', arrivalTime: '20:10', flyingMinutes: 125, bookingClass: 'L' }),
    segment({
      segmentNo: 4,
      journeyIndex: 2,
      flight: 'LH728',
      departure: MUC,
      arrival: PVG,
      departureDate: '2027-01-28',
      departureTime: '21:50',
      arrivalDate: '2027-01-29',
      arrivalTime: '15:35',
      dayMark: 1,
      flyingMinutes: 705,
      bookingClass: 'L',
      operatedBy: { carrier: { code: 'MU', name: 'China Eastern Airlines' }, flight: 'MU5042' },
    }),
  ].map((s) => ({ ...s, baggage: { ADT: bags, CHD: bags, INF: infantBags } }));
  return {
    letterhead: LETTERHEAD,
    madeAt: '2026-11-26T09:30:00.000Z',
    sellingPrice: { kind: 'service-fee', amount: '1800.00', currency: 'CNY' },
    order: {
      orderNum: '202611269876543210',
      kind: 'air',
      environment: 'production',
      status: issued,
      pnr: 'QW3E5R',
      airPnr: 'LH8ZX2',
      platingCarrier: 'LH',
      createdTime: '2026-11-25 09:12:00',
      passengers: NAMES.map(([lastName, firstName, type], index) => ({
        passengerIndex: index + 1,
        type,
        lastName,
        firstName,
        tickets: [{ segmentNo: 1, ticketNum: `220-49017${String(index + 1).padStart(5, '0')}` }],
      })),
      segments,
      fareConditions: ['ADT', 'CHD', 'INF'].map((type) => ({
        passengerType: type,
        segments: [1, 2, 3, 4],
        rules: [
          { penaltyType: 2, permitted: true, when: 0, amount: type === 'INF' ? '0.00' : '1200.00', currency: 'CNY', percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
          { penaltyType: 0, permitted: true, when: 0, amount: null, currency: null, percent: '30', noShowTime: null, noShowTimeUnit: null, baseType: null },
          { penaltyType: 3, permitted: false, when: 1, amount: null, currency: null, percent: null, noShowTime: null, noShowTimeUnit: null, baseType: null },
        ],
      })),
      netTotal: { amount: '58199.50', currency: 'CNY' },
      amounts: [
        { key: 'adtFare', amount: '6100.00', currency: 'CNY' },
        { key: 'adtTax', amount: '2315.50', currency: 'CNY' },
        { key: 'chdFare', amount: '4575.00', currency: 'CNY' },
        { key: 'chdTax', amount: '2315.50', currency: 'CNY' },
        { key: 'infFare', amount: '610.00', currency: 'CNY' },
        { key: 'infTax', amount: '206.00', currency: 'CNY' },
        { key: 'orderAmount', amount: '58199.50', currency: 'CNY' },
      ],
    },
    refund: null,
  };
}
