/**
 * The day's figures against a fixture worked out by hand (report-fixture.ts files it). Every total
 * below is the sum written in its comment; amounts are compared as the exact decimal strings.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFigures } from '../../../electron/contract/domains/reports';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { ReportService } from '../../../electron/main/desk/reports/report-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { PROD, fillReportFixture, reportServiceOver } from './report-fixture';

const dir = tempDir('report-figures');
let file: OrderFile;
let service: ReportService;
let ids: Map<string, number>;

beforeAll(() => {
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  ids = fillReportFixture(file);
  // The agency's shared file (team sync): A1 held by LI, A2 by WANG; A3 never shared.
  const hold = file.db.prepare('INSERT INTO agency_orders (order_key, state_json, holder_code, holder_name) VALUES (?, ?, ?, ?)');
  hold.run(`production/${PROD.partnerId}/100000000000000001`, '{}', 'LI', 'Agent Li');
  hold.run(`production/${PROD.partnerId}/100000000000000002`, '{}', 'WANG', 'Agent Wang');
  service = reportServiceOver(file, dir.path);
});
afterAll(() => {
  file.close();
  dir.remove();
});

const period = { kind: 'custom', from: '2026-11-10', to: '2026-11-11' } as const;
const cny = (amount: string) => ({ currency: 'CNY', amount });
const usd = (amount: string) => ({ currency: 'USD', amount });

describe('Asia/Shanghai (the default: the service’s own time)', () => {
  let figures: ReportFigures;
  beforeAll(() => {
    figures = service.figures(period, 'production');
  });

  it('cuts the period at Beijing midnights and says so', () => {
    expect(figures.range).toMatchObject({ from: '2026-11-10', to: '2026-11-11', days: ['2026-11-10', '2026-11-11'], timeZone: 'Asia/Shanghai', utcOffsets: ['+08:00'], startsAt: '2026-11-09T16:00:00.000Z', endsBefore: '2026-11-11T16:00:00.000Z' });
    expect([figures.environment, figures.sales.environment, figures.refunds.environment, figures.credit.environment]).toEqual(['production', 'production', 'production', 'production']);
  });

  it('sales: A1, A2 (issued 00:30 on the 11th in Beijing) and A3; not A4, issued before and changed inside; no test or sandbox order', () => {
    const { sales } = figures;
    // Orders 3; tickets A1 2 + A2 1 (no number on file: its one passenger) + A3 1 = 4.
    expect([sales.orders, sales.tickets, sales.withoutAmount]).toEqual([3, 4, 0]);
    // CNY 1000.00 + 2500.50 = 3500.50; USD 300.25. (Test's 9999.00 and the sandbox's 7777.00 are not here.)
    expect(sales.amounts).toEqual([cny('3500.50'), usd('300.25')]);
    // CNY 3500.50 / 3 tickets = 1166.8333… → 1166.83; USD 300.25 / 1.
    expect(sales.averageTicket).toEqual([cny('1166.83'), usd('300.25')]);
    // Day 10: A1. Day 11: A2 (00:30 Beijing) and A3.
    expect(sales.byDay).toEqual([
      { key: '2026-11-10', label: null, orders: 1, tickets: 2, amounts: [cny('1000.00')] },
      { key: '2026-11-11', label: null, orders: 2, tickets: 2, amounts: [cny('2500.50'), usd('300.25')] },
    ]);
    expect(sales.byCarrier).toEqual([
      { key: 'CA', label: null, orders: 2, tickets: 3, amounts: [cny('1000.00'), usd('300.25')] },
      { key: 'MU', label: null, orders: 1, tickets: 1, amounts: [cny('2500.50')] },
    ]);
    expect(sales.byRoute.map((line) => [line.key, line.orders])).toEqual([['PEK-SHA', 2], ['PEK-LHR/LHR-PEK', 1]]);
    expect(sales.byCabin.map((line) => [line.key, line.orders, line.tickets])).toEqual([['ECONOMY', 2, 3], ['BUSINESS', 1, 1]]);
    expect(sales.byProfile).toEqual([
      { key: 'p-prod', label: 'Head office', orders: 2, tickets: 3, amounts: [cny('3500.50')] },
      { key: 'p-branch', label: 'Branch', orders: 1, tickets: 1, amounts: [usd('300.25')] },
    ]);
    // With the agency's file: A1 LI, A2 WANG, A3 not shared ('').
    expect(sales.byAgent?.map((line) => [line.key, line.label, line.orders])).toEqual([['', null, 1], ['LI', 'Agent Li', 1], ['WANG', 'Agent Wang', 1]]);
  });

  it('booked not paid: of the 6 booked in the period 3 were paid; A5 expired, A6 cancelled, A7 still waiting', () => {
    const { sales } = figures;
    expect([sales.booked, sales.paid]).toEqual([6, 3]);
    expect(sales.unpaid).toEqual([
      { reason: 'expired', orders: 1, amounts: [cny('800.00')] },
      { reason: 'cancelled', orders: 1, amounts: [cny('600.00')] },
      { reason: 'failed', orders: 0, amounts: [] },
      { reason: 'waiting', orders: 1, amounts: [cny('450.00')] },
    ]);
  });

  it('refunds: R1 is reimbursed after the Beijing midnight, outside the period; R2 partly reimbursed', () => {
    const { refunds } = figures;
    // Submitted: R1 (day 10) 1000.00 + R3 (day 11) 500.00 = CNY 1500.00; R5 (day 10) USD 100.00.
    expect(refunds.submitted).toEqual({ refunds: 3, amounts: [cny('1500.00'), usd('100.00')] });
    // Reimbursed: R2 (day 10) asked 2000.00, got its voucher 1200.00 (800.00 still to come); R5 (day 11) USD 100.00.
    expect(refunds.reimbursed).toEqual({ refunds: 2, requested: [cny('2000.00'), usd('100.00')], amounts: [cny('1200.00'), usd('100.00')], partly: 1, outstanding: [cny('800.00')] });
    expect(refunds.rejected).toEqual({ refunds: 1, amounts: [cny('500.00')] });
    expect(refunds.byDay).toEqual([
      { day: '2026-11-10', submitted: 2, reimbursed: 1, rejected: 0, submittedAmounts: [cny('1000.00'), usd('100.00')], reimbursedAmounts: [cny('1200.00')] },
      { day: '2026-11-11', submitted: 1, reimbursed: 1, rejected: 1, submittedAmounts: [cny('500.00')], reimbursedAmounts: [usd('100.00')] },
    ]);
    // Waits: R2 28 h = 1680 min, R5 32 h = 1920 min. Median (nearest rank) 1680, 90th 1920.
    expect(refunds.waiting).toEqual({ refunds: 2, medianMinutes: 1680, p90Minutes: 1920 });
  });

  it('overdue at the end of the period, and vouchers received and expiring', () => {
    const { refunds } = figures;
    // R4 requested 10-01 02:00Z, open at 11-11 16:00Z: 41 days 14 h → 41 days (> 14).
    expect(refunds.overdue).toMatchObject({ refunds: 1, amounts: [cny('300.00')], overdueDays: 14, listed: [{ orderNum: '200000000000000004', requestedAt: '2026-10-01 10:00:00', waitingDays: 41, amount: cny('300.00') }] });
    // Its band: waited 41 days, more than 30 and at most 60. Bands ending before 14 days (a week) are left out.
    expect(refunds.overdue.bands.map((band) => [band.band, band.afterDays, band.upToDays, band.refunds, band.amounts])).toEqual([
      ['twoWeeks', 7, 14, 0, []],
      ['month', 14, 30, 0, []],
      ['twoMonths', 30, 60, 1, [cny('300.00')]],
      ['longer', 60, null, 0, []],
    ]);
    // Received: R2's voucher. Expiring within 30 days of 11-11: VC0006 (11-20, 9 days) and VC0002 (12-01, 20 days): 1250.00.
    expect(refunds.vouchers).toMatchObject({ received: 1, amounts: [cny('1200.00')], expiringSoon: 2, expiringAmounts: [cny('1250.00')] });
    expect(refunds.vouchers.listed.map((v) => [v.voucherNumber, v.daysLeft])).toEqual([['VC0006', 9], ['VC0002', 20]]);
  });

  it('credit: A1 paid 1010.00 on day 10; A2’s unknown outcome settled by B024 counts at its own time (day 10, 23:50); A3 unsettled', () => {
    const { credit } = figures;
    // 1010.00 + 2500.50 = 3510.50, both on the 10th.
    expect(credit).toEqual({
      environment: 'production',
      payments: 2,
      amounts: [cny('3510.50')],
      byDay: [
        { day: '2026-11-10', payments: 2, amounts: [cny('3510.50')] },
        { day: '2026-11-11', payments: 0, amounts: [] },
      ],
      unknownOutcome: 1,
    });
  });
});

describe('Europe/London (the agency chose it)', () => {
  let figures: ReportFigures;
  beforeAll(() => {
    expect(service.setTimeZone('Europe/London')).toEqual({ timeZone: 'Europe/London', isDefault: false, utcOffsetNow: '+00:00' });
    figures = service.figures(period, 'production');
  });
  afterAll(() => service.setTimeZone('Asia/Shanghai'));

  it('moves A2 (16:30Z) to the 10th', () => {
    expect(figures.range).toMatchObject({ timeZone: 'Europe/London', utcOffsets: ['+00:00'], startsAt: '2026-11-10T00:00:00.000Z', endsBefore: '2026-11-12T00:00:00.000Z' });
    expect(figures.sales.byDay.map((day) => [day.key, day.orders, day.amounts])).toEqual([
      ['2026-11-10', 2, [cny('3500.50')]],
      ['2026-11-11', 1, [usd('300.25')]],
    ]);
  });

  it('counts R1, reimbursed on the 11th at 16:30 London time, that Beijing puts on the 12th', () => {
    const { refunds } = figures;
    // R2 1200.00 (day 10) + R1 1000.00 (day 11, no vouchers: what it asked) = CNY 2200.00; R5 USD 100.00.
    expect(refunds.reimbursed).toEqual({ refunds: 3, requested: [cny('3000.00'), usd('100.00')], amounts: [cny('2200.00'), usd('100.00')], partly: 1, outstanding: [cny('800.00')] });
    // Waits: R1 25 h = 1500, R2 1680, R5 1920: median 1680, 90th 1920.
    expect(refunds.waiting).toEqual({ refunds: 3, medianMinutes: 1680, p90Minutes: 1920 });
    expect(refunds.byDay.map((day) => [day.day, day.reimbursed, day.reimbursedAmounts])).toEqual([
      ['2026-11-10', 1, [cny('1200.00')]],
      ['2026-11-11', 2, [cny('1000.00'), usd('100.00')]],
    ]);
  });
});

describe('other environments and periods', () => {
  it('test figures hold only the test account’s orders', () => {
    const figures = service.figures(period, 'test');
    expect(figures.sales.amounts).toEqual([cny('9999.00')]);
    expect(figures.refunds.reimbursed.amounts).toEqual([cny('5555.00')]);
    expect(figures.credit.payments).toBe(1);
    expect(figures.sales.byAgent).toEqual([{ key: '', label: null, orders: 1, tickets: 1, amounts: [cny('9999.00')] }]);
  });

  it('today, yesterday, this week and this month follow the service’s clock in the agency’s zone', () => {
    // NOW is Thursday 2026-11-12 14:00 in Beijing.
    const days = (kind: 'today' | 'yesterday' | 'this-week' | 'this-month') => {
      const range = service.figures({ kind }, 'production').range;
      return [range.from, range.to, range.days.length];
    };
    expect(days('today')).toEqual(['2026-11-12', '2026-11-12', 1]);
    expect(days('yesterday')).toEqual(['2026-11-11', '2026-11-11', 1]);
    expect(days('this-week')).toEqual(['2026-11-09', '2026-11-12', 4]);
    expect(days('this-month')).toEqual(['2026-11-01', '2026-11-12', 12]);
    expect(service.figures({ kind: 'yesterday' }, 'production').sales.orders).toBe(2);
  });

  it('a day of a daylight-saving change is 25 hours long, and says both offsets', () => {
    service.setTimeZone('Europe/London');
    try {
      const { range } = service.figures({ kind: 'custom', from: '2026-10-25', to: '2026-10-25' }, 'production');
      expect(range.utcOffsets).toEqual(['+01:00', '+00:00']);
      expect(Date.parse(range.endsBefore) - Date.parse(range.startsAt)).toBe(25 * 3_600_000);
    } finally {
      service.setTimeZone('Asia/Shanghai');
    }
  });

  it('keeps the ids of the fixture’s orders', () => {
    expect(ids.size).toBeGreaterThan(10);
  });
});
