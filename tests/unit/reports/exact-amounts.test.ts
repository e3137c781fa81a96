/**
 * Amounts stay exact on their way from the file to the figures (docs/reports.md, "Exact sums"):
 * the reads hand them over as JSON text (json-rows.ts), each is read once into integer units and
 * added to every line it counts in. Amounts whose sum floating point gets wrong (0.10 + 0.20), with
 * four decimals, and beyond a double's exact cents (hundreds of billions) are filed; every total is
 * compared as the exact decimal string. A read that turned an amount into a number, or summed in
 * SQL as REAL, would show here as 0.30000000000000004, a lost 0.0001 or a rounded hundred billion.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReportFigures } from '../../../electron/contract/domains/reports';
import type { OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { AmountTotals } from '../../../electron/main/archive/orders/reports/amount-totals';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { PROD, airFacts, refundFacts, reportServiceOver, type Air } from './report-fixture';

const dir = tempDir('exact-amounts');
let file: OrderFile;
let figures: ReportFigures;

// All issued 11-10 in Beijing, on CA, PEK-SHA, economy: one day, one carrier, one route, one cabin.
const AMOUNTS = ['0.10', '0.20', '0.0001', '899999999999.9999', '0.0001'];
// What Ticketing charged (payAmount lines, not the amounts above): their floating-point sum is 900000000000.2999.
const PAY_AMOUNTS = ['0.2', '0.1', '0.0001', '899999999999.9998', '0.0001'];

beforeAll(() => {
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  const fileAt = (owner: OrderOwner, iso: string, facts: ReturnType<typeof airFacts>) => file.writer.file({ source: 'order-detail', owner, at: new Date(iso), fromService: true, orders: [facts] });
  AMOUNTS.forEach((amount, i) => {
    const orderNum = `30000000000000000${i}`;
    const payAmount = PAY_AMOUNTS[i] as string;
    const order: Air = { orderNum, owner: PROD, created: '2026-11-10 09:00:00', amount, currency: 'CNY', passengers: 1, tickets: 1, carrier: 'CA', airline: 'CA', route: [['PEK', 'SHA']], cabin: 'ECONOMY', amounts: [{ key: 'payAmount', amount: payAmount, currency: null }] };
    const [filed] = fileAt(PROD, `2026-11-10T0${i}:10:00Z`, airFacts(order, 'ISSED'));
    file.audit.append({ at: new Date(`2026-11-10T0${i}:05:00Z`), environment: 'production', partnerId: PROD.partnerId, profileId: PROD.profileId, operation: 'ticketing', requestId: `r-${i}`, outcome: 'ok', code: null, durationMs: 300, orderNum }, [filed?.orderId as number]);
  });
  // Two refunds requested the same day: 0.10 + 0.20.
  for (const [i, amount] of ['0.10', '0.20'].entries()) {
    file.writer.file({ source: 'order-detail', owner: PROD, at: new Date('2026-11-10T06:00:00Z'), fromService: true, orders: [refundFacts({ orderNum: `40000000000000000${i}`, parent: '300000000000000000', owner: PROD, requested: '2026-11-10 12:00:00', amount, currency: 'CNY', passengers: 1 }, 'REFD_PRC')] });
  }
  figures = reportServiceOver(file, dir.path).figures({ kind: 'custom', from: '2026-11-10', to: '2026-11-10' }, 'production');
});
afterAll(() => {
  file.close();
  dir.remove();
});

const cny = (amount: string) => [{ currency: 'CNY', amount }];

it('sums sales exactly in every line an order counts in', () => {
  // 0.10 + 0.20 + 0.0001 + 899999999999.9999 + 0.0001 = 900000000000.3001 (no double is within 0.00005 of it).
  const total = cny('900000000000.3001');
  const { sales } = figures;
  expect([sales.orders, sales.tickets, sales.withoutAmount]).toEqual([5, 5, 0]);
  expect(sales.amounts).toEqual(total);
  for (const lines of [sales.byDay, sales.byCarrier, sales.byRoute, sales.byCabin, sales.byProfile]) expect(lines.map((line) => line.amounts)).toEqual([total]);
  // 900000000000.3001 / 5 tickets = 180000000000.06002 → 180000000000.06 (half away from zero, to the cent).
  expect(sales.averageTicket).toEqual(cny('180000000000.06'));
});

it('sums the partner credit from the payAmount lines exactly', () => {
  // 0.2 + 0.1 + 0.0001 + 899999999999.9998 + 0.0001 = 900000000000.3 (floating point: 900000000000.2999).
  expect([figures.credit.payments, figures.credit.amounts]).toEqual([5, cny('900000000000.30')]);
});

it('sums refunds exactly', () => {
  // 0.10 + 0.20 = 0.30 (floating point: 0.30000000000000004).
  expect(figures.refunds.submitted).toEqual({ refunds: 2, amounts: cny('0.30') });
});

it('refuses a total it cannot hold exactly rather than round it', () => {
  // Ten-thousandths are added as integers: past 2^53 (about 900 billion) an integer sum is no longer exact.
  const totals = new AmountTotals();
  totals.add('CNY', '899999999999.9999');
  expect(() => totals.add('CNY', '899999999999.9999')).toThrow(RangeError);
  expect(totals.amounts()).toEqual(cny('899999999999.9999'));
});
