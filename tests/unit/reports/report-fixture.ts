/**
 * An order file whose figures are worked out by hand (report-figures.test.ts says each total and
 * how it was reached). Production holds two accounts; one test and one sandbox order are made to
 * fall inside every period, so a total that mixed environments would be visibly wrong.
 *
 * Times: the service writes Beijing (UTC+8) wall clock; the file keeps instants in UTC. In
 * Asia/Shanghai the business day 2026-11-10 runs 11-09T16:00Z – 11-10T16:00Z; in Europe/London
 * (GMT in November) 11-10T00:00Z – 11-11T00:00Z.
 */
import type { AmountLine, FiledPassenger, FiledSegment, FiledTicket } from '../../../electron/contract/domains/orders';
import { readOrderStatus, type OrderKind } from '../../../electron/contract/domains/order-status';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { join } from 'node:path';
import type { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { ReportReader } from '../../../electron/main/archive/orders/reports/report-reader';
import { ReportService } from '../../../electron/main/desk/reports/report-service';
import { ReportSettingsFile } from '../../../electron/main/desk/reports/report-settings-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';

export const PROD: OrderOwner = { environment: 'production', partnerId: 'Agency+Prod/Id==', profileId: 'p-prod', profileName: 'Head office' };
export const PROD_2: OrderOwner = { environment: 'production', partnerId: 'Agency+Branch/Id==', profileId: 'p-branch', profileName: 'Branch' };
export const TEST: OrderOwner = { environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'p-test', profileName: 'Test account' };
export const SANDBOX: OrderOwner = { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' };

/** The service's clock when the figures are read: 2026-11-12 14:00 Beijing. */
export const NOW = Date.parse('2026-11-12T06:00:00Z');

const passenger = (index: number, lastName: string): FiledPassenger => ({
  passengerIndex: index, type: 'ADT', lastName, firstName: 'WEI', sex: 'M', birthday: '1980-01-01', nationality: 'CN', cardType: null, cardNum: null, cardExpiredDate: null,
});
const segment = (segmentNo: number, journeyIndex: number, airline: string, from: string, to: string, cabin: string): FiledSegment => ({
  segmentNo, journeyIndex, airline, flightNum: `${airline}${100 + segmentNo}`, operatingAirline: null, operatingFlightNum: null, departure: from, arrival: to,
  departureTerminal: null, arrivalTerminal: null, departureDate: '2026-12-01', departureTime: '08:00', arrivalDate: '2026-12-01', arrivalTime: '12:00', flyingMinutes: 240,
  cabinClass: cabin, bookingCode: 'Y', equipment: null, codeShare: false,
});
const status = (value: string, kind: OrderKind = 'air') => ({ status: readOrderStatus(value, kind), inferred: false });

export interface Air {
  orderNum: string;
  owner: OrderOwner;
  created: string;
  amount: string;
  currency: string;
  passengers: number;
  tickets: number;
  carrier?: string;
  airline: string;
  route: [string, string][];
  cabin: string;
  lastTicketingTime?: string;
  amounts?: AmountLine[];
}

export function airFacts(order: Air, statusValue: string): OrderFacts {
  const passengers = Array.from({ length: order.passengers }, (_, i) => passenger(i + 1, ['WANG', 'LI', 'ZHANG'][i] ?? 'CHEN'));
  const tickets: FiledTicket[] = Array.from({ length: order.tickets }, (_, i) => ({ passengerIndex: i + 1, segmentNo: null, ticketNum: `999-10000000${String(i).padStart(2, '0')}` }));
  return {
    orderNum: order.orderNum,
    kind: 'air',
    orderType: 'O',
    status: status(statusValue),
    currency: order.currency,
    amount: order.amount,
    createdTime: order.created,
    platingCarrier: order.carrier ?? null,
    lastTicketingTime: order.lastTicketingTime ?? null,
    passengers,
    segments: order.route.map(([from, to], i) => segment(i + 1, i, order.airline, from, to, order.cabin)),
    ...(order.tickets > 0 ? { tickets } : {}),
    ...(order.amounts ? { amounts: order.amounts } : {}),
  };
}

export interface Refund {
  orderNum: string;
  parent: string;
  owner: OrderOwner;
  requested: string;
  amount: string;
  currency: string;
  passengers: number;
}

export function refundFacts(refund: Refund, statusValue: string, extra: Partial<OrderFacts> = {}): OrderFacts {
  return {
    orderNum: refund.orderNum,
    kind: 'refund',
    orderType: 'R',
    parentOrderNum: refund.parent,
    status: status(statusValue, 'refund'),
    currency: refund.currency,
    amount: refund.amount,
    createdTime: refund.requested,
    passengers: Array.from({ length: refund.passengers }, (_, i) => passenger(i + 1, ['WANG', 'LI'][i] ?? 'CHEN')),
    ...extra,
  };
}

/** Files the fixture; returns each order's id by number. */
export function fillReportFixture(file: OrderFile): Map<string, number> {
  const at = (iso: string) => new Date(iso);
  const fileAt = (owner: OrderOwner, iso: string, facts: OrderFacts) => file.writer.file({ source: 'order-detail', owner, at: at(iso), fromService: true, orders: [facts] });

  // A1: issued 11-10 10:00 Beijing (02:00Z): day 10 everywhere. 2 passengers, 2 tickets, CA plating, PEK-SHA, economy.
  const a1: Air = { orderNum: '100000000000000001', owner: PROD, created: '2026-11-10 09:00:00', amount: '1000.00', currency: 'CNY', passengers: 2, tickets: 2, carrier: 'CA', airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY', amounts: [{ key: 'payAmount', amount: '1010.00', currency: null }] };
  fileAt(PROD, '2026-11-10T01:00:00Z', airFacts(a1, 'TO_BE_PAID'));
  fileAt(PROD, '2026-11-10T02:00:00Z', airFacts(a1, 'ISSED'));

  // A2: to be paid, then issued at 16:30Z = 11-11 00:30 Beijing (day 11 in Shanghai) but 11-10 16:30 in London (day 10).
  // One passenger, no ticket number on file (counts as 1 ticket); no plating carrier: the first segment's MU. A return.
  const a2: Air = { orderNum: '100000000000000002', owner: PROD, created: '2026-11-10 20:00:00', amount: '2500.50', currency: 'CNY', passengers: 1, tickets: 0, airline: 'MU', route: [['PEK', 'LHR'], ['LHR', 'PEK']], cabin: 'BUSINESS' };
  fileAt(PROD, '2026-11-10T12:00:00Z', airFacts(a2, 'TO_BE_PAID'));
  fileAt(PROD, '2026-11-10T16:30:00Z', airFacts(a2, 'ISSED'));

  // A3: the branch's, in USD, issued 11-11 03:00Z: day 11 everywhere.
  const a3: Air = { orderNum: '100000000000000003', owner: PROD_2, created: '2026-11-11 10:00:00', amount: '300.25', currency: 'USD', passengers: 1, tickets: 1, carrier: 'CA', airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY' };
  fileAt(PROD_2, '2026-11-11T03:00:00Z', airFacts(a3, 'ISSED'));

  // A4: issued BEFORE the period (11-09 10:00Z), changed inside it: not a sale of the period.
  const a4: Air = { orderNum: '100000000000000004', owner: PROD, created: '2026-11-09 09:00:00', amount: '4000.00', currency: 'CNY', passengers: 1, tickets: 1, carrier: 'CA', airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY' };
  fileAt(PROD, '2026-11-09T10:00:00Z', airFacts(a4, 'ISSED'));
  fileAt(PROD, '2026-11-10T05:00:00Z', airFacts(a4, 'CHGD'));

  // Booked, not paid: A5 past its last ticketing time (expired), A6 cancelled, A7 still inside its time (waiting at NOW).
  fileAt(PROD, '2026-11-10T04:00:00Z', airFacts({ orderNum: '100000000000000005', owner: PROD, created: '2026-11-10 12:00:00', amount: '800.00', currency: 'CNY', passengers: 1, tickets: 0, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY', lastTicketingTime: '2026-11-10 12:30:00' }, 'TO_BE_PAID'));
  fileAt(PROD, '2026-11-11T01:00:00Z', airFacts({ orderNum: '100000000000000006', owner: PROD, created: '2026-11-11 09:00:00', amount: '600.00', currency: 'CNY', passengers: 1, tickets: 0, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY' }, 'CNCL'));
  fileAt(PROD, '2026-11-11T12:00:00Z', airFacts({ orderNum: '100000000000000007', owner: PROD, created: '2026-11-11 20:00:00', amount: '450.00', currency: 'CNY', passengers: 1, tickets: 0, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY', lastTicketingTime: '2026-11-12 20:00:00' }, 'TO_BE_PAID'));

  // Other environments, inside every period: never in production's figures.
  fileAt(TEST, '2026-11-10T03:00:00Z', airFacts({ orderNum: '100000000000000001', owner: TEST, created: '2026-11-10 10:00:00', amount: '9999.00', currency: 'CNY', passengers: 1, tickets: 1, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY' }, 'ISSED'));
  fileAt(SANDBOX, '2026-11-10T03:00:00Z', airFacts({ orderNum: '100000000000000009', owner: SANDBOX, created: '2026-11-10 10:00:00', amount: '7777.00', currency: 'CNY', passengers: 1, tickets: 1, airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY' }, 'ISSED'));
  fileAt(TEST, '2026-11-10T06:00:00Z', refundFacts({ orderNum: '200000000000000099', parent: '100000000000000001', owner: TEST, requested: '2026-11-10 10:30:00', amount: '5555.00', currency: 'CNY', passengers: 1 }, 'REFD_REIMED'));

  // R1: requested 11-10 23:30 Beijing (15:30Z), reimbursed 11-11 16:30Z = 11-12 00:30 Beijing: outside the
  // Shanghai period, inside the London one (day 11). No vouchers: what came back is what was asked.
  const r1: Refund = { orderNum: '200000000000000001', parent: a4.orderNum, owner: PROD, requested: '2026-11-10 23:30:00', amount: '1000.00', currency: 'CNY', passengers: 1 };
  fileAt(PROD, '2026-11-10T15:31:00Z', refundFacts(r1, 'REFD_PRC'));
  fileAt(PROD, '2026-11-11T16:30:00Z', refundFacts(r1, 'REFD_REIMED'));

  // R2: requested 11-09 10:00 Beijing (02:00Z, before the period), reimbursed 11-10 06:00Z with ONE voucher of
  // 1200.00 for two passengers' 2000.00: partly reimbursed, 800.00 still to come back. Waited 28 h.
  const r2: Refund = { orderNum: '200000000000000002', parent: a4.orderNum, owner: PROD, requested: '2026-11-09 10:00:00', amount: '2000.00', currency: 'CNY', passengers: 2 };
  fileAt(PROD, '2026-11-09T02:01:00Z', refundFacts(r2, 'REFD_PRC'));
  fileAt(PROD, '2026-11-10T06:00:00Z', refundFacts(r2, 'REFD_REIMED', {
    vouchers: [{ passengerIndex: 1, lastName: 'WANG', firstName: 'WEI', voucherNumber: 'VC0002', currency: 'CNY', amount: '1200.00', validFrom: '2026-11-10', validEnd: '2026-12-01', useFor: [1], usageLimitation: 1, fileId: null }],
  }));

  // R3: requested 11-11 08:00 Beijing (00:00Z), rejected 11-11 05:00Z.
  const r3: Refund = { orderNum: '200000000000000003', parent: a4.orderNum, owner: PROD, requested: '2026-11-11 08:00:00', amount: '500.00', currency: 'CNY', passengers: 1 };
  fileAt(PROD, '2026-11-11T00:01:00Z', refundFacts(r3, 'REFD_PRC'));
  fileAt(PROD, '2026-11-11T05:00:00Z', refundFacts(r3, 'REFD_REJ'));

  // R4: requested 10-01, still in progress: overdue (more than 14 days) at the end of the period.
  fileAt(PROD, '2026-10-01T02:01:00Z', refundFacts({ orderNum: '200000000000000004', parent: a4.orderNum, owner: PROD, requested: '2026-10-01 10:00:00', amount: '300.00', currency: 'CNY', passengers: 1 }, 'REFD_PRC'));

  // R5: in USD, requested 11-10 08:00 Beijing (00:00Z), reimbursed 11-11 08:00Z without vouchers. Waited 32 h.
  const r5: Refund = { orderNum: '200000000000000005', parent: a3.orderNum, owner: PROD, requested: '2026-11-10 08:00:00', amount: '100.00', currency: 'USD', passengers: 1 };
  fileAt(PROD, '2026-11-10T00:01:00Z', refundFacts(r5, 'REFD_PRC'));
  fileAt(PROD, '2026-11-11T08:00:00Z', refundFacts(r5, 'REFD_REIMED'));

  // R6: reimbursed in May; its 50.00 voucher expires 11-20 (9 days after the period), a second one next June (not soon).
  fileAt(PROD, '2026-05-02T02:00:00Z', refundFacts({ orderNum: '200000000000000006', parent: a4.orderNum, owner: PROD, requested: '2026-05-01 10:00:00', amount: '150.00', currency: 'CNY', passengers: 1 }, 'REFD_REIMED', {
    vouchers: [
      { passengerIndex: 1, lastName: 'WANG', firstName: 'WEI', voucherNumber: 'VC0006', currency: 'CNY', amount: '50.00', validFrom: '2026-05-02', validEnd: '2026-11-20', useFor: [1], usageLimitation: 1, fileId: null },
      { passengerIndex: 1, lastName: 'WANG', firstName: 'WEI', voucherNumber: 'VC0007', currency: 'CNY', amount: '100.00', validFrom: '2026-05-02', validEnd: '2027-06-01', useFor: [1], usageLimitation: 1, fileId: null },
    ],
  }));

  const ids = new Map<string, number>();
  for (const owner of [PROD, PROD_2]) for (const row of file.reader.page({ environments: [owner.environment] }, 0, 500).rows) ids.set(row.orderNum, row.id);

  // The partner credit: A1 paid at 01:30Z (its payAmount 1010.00); A2's payment of unknown outcome at
  // 15:50Z (11-10 23:50 Beijing) settled by B024 at 16:10Z (11-11 00:10 Beijing): it paid at 15:50Z, on day 10
  // (charged: its amount, 2500.50); A3's unknown outcome at 11-11 02:00Z never settled; a test account's payment.
  const audit = (owner: OrderOwner, orderNum: string, iso: string, outcome: string, code: string | null = null) =>
    file.audit.append({ at: at(iso), environment: owner.environment, partnerId: owner.partnerId, profileId: owner.profileId, operation: 'ticketing', requestId: `r-${orderNum}-${iso}`, outcome, code, durationMs: 300, orderNum }, [
      owner === TEST ? (file.reader.findId(TEST, orderNum) as number) : (ids.get(orderNum) as number),
    ]);
  audit(PROD, a1.orderNum, '2026-11-10T01:30:00Z', 'ok');
  audit(PROD, a2.orderNum, '2026-11-10T15:50:00Z', 'outcome-unknown');
  audit(PROD, a2.orderNum, '2026-11-10T16:10:00Z', 'api', 'B024');
  audit(PROD_2, a3.orderNum, '2026-11-11T02:00:00Z', 'outcome-unknown');
  audit(TEST, '100000000000000001', '2026-11-10T02:30:00Z', 'ok');
  return ids;
}

/** The Reports service over an order file as the tests read it: Beijing days, 14 overdue days, English, the fixture's clock, no service to reconcile with. */
export function reportServiceOver(file: OrderFile, folder: string): ReportService {
  return new ReportService({
    reader: ReportReader.of(file),
    settings: new ReportSettingsFile(join(folder, 'reports.json')),
    preferences: () => ({ overdueDays: 14, language: 'en' }),
    clock: { now: () => NOW },
    reconcile: { snapshot: () => null, refresh: () => Promise.reject(new Error('not here')), progress: () => {} },
    logger: createMemoryLogger(),
  });
}
