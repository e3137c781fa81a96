/**
 * Figures as main answers them for a week, written out by hand so every total the screen shows
 * can be checked by eye: sales on two of three days (CNY and one USD order), a refund reimbursed
 * in part, two overdue refunds, credit paid on two days.
 */
import type { ReportFigures, SalesLine } from '@contract/domains/reports';

const line = (key: string, orders: number, tickets: number, amount: string | null, label: string | null = null): SalesLine => ({ key, label, orders, tickets, amounts: amount === null ? [] : [{ currency: 'CNY', amount }] });

export function weekFigures(overrides: Partial<Pick<ReportFigures, 'environment'>> & { extraTickets?: number } = {}): ReportFigures {
  const environment = overrides.environment ?? 'production';
  const extra = overrides.extraTickets ?? 0;
  return {
    range: { kind: 'this-week', from: '2026-11-23', to: '2026-11-25', days: ['2026-11-23', '2026-11-24', '2026-11-25'], timeZone: 'Asia/Shanghai', utcOffsets: ['+08:00'], startsAt: '2026-11-22T16:00:00.000Z', endsBefore: '2026-11-25T16:00:00.000Z' },
    environment,
    sales: {
      environment,
      orders: 3 + extra,
      tickets: 5 + extra,
      amounts: [{ currency: 'CNY', amount: '4200.30' }, { currency: 'USD', amount: '99.99' }],
      averageTicket: [{ currency: 'CNY', amount: '1050.08' }, { currency: 'USD', amount: '99.99' }],
      withoutAmount: 0,
      byDay: [
        { ...line('2026-11-23', 2, 4 + extra, '4200.30'), amounts: [{ currency: 'CNY', amount: '4200.30' }] },
        line('2026-11-24', 0, 0, null),
        { key: '2026-11-25', label: null, orders: 1, tickets: 1, amounts: [{ currency: 'USD', amount: '99.99' }] },
      ],
      byCarrier: [line('CA', 2, 4, '4200.30'), { key: 'BA', label: null, orders: 1, tickets: 1, amounts: [{ currency: 'USD', amount: '99.99' }] }],
      byRoute: [line('PEK-SHA', 2, 4, '4200.30')],
      byCabin: [line('Y', 3, 5, '4200.30')],
      byProfile: [line('p-prod', 3, 5, '4200.30', 'Agency production')],
      byAgent: null,
      booked: 5,
      paid: 3,
      unpaid: [
        { reason: 'expired', orders: 1, amounts: [{ currency: 'CNY', amount: '0.10' }] },
        { reason: 'cancelled', orders: 1, amounts: [{ currency: 'CNY', amount: '0.20' }] },
        { reason: 'failed', orders: 0, amounts: [] },
        { reason: 'waiting', orders: 0, amounts: [] },
      ],
    },
    refunds: {
      environment,
      submitted: { refunds: 2, amounts: [{ currency: 'CNY', amount: '1500.00' }] },
      reimbursed: { refunds: 1, requested: [{ currency: 'CNY', amount: '1000.00' }], amounts: [{ currency: 'CNY', amount: '600.00' }], partly: 1, outstanding: [{ currency: 'CNY', amount: '400.00' }] },
      rejected: { refunds: 0, amounts: [] },
      byDay: [
        { day: '2026-11-23', submitted: 1, reimbursed: 0, rejected: 0, submittedAmounts: [{ currency: 'CNY', amount: '1000.00' }], reimbursedAmounts: [] },
        { day: '2026-11-24', submitted: 1, reimbursed: 1, rejected: 0, submittedAmounts: [{ currency: 'CNY', amount: '500.00' }], reimbursedAmounts: [{ currency: 'CNY', amount: '600.00' }] },
        { day: '2026-11-25', submitted: 0, reimbursed: 0, rejected: 0, submittedAmounts: [], reimbursedAmounts: [] },
      ],
      waiting: { refunds: 1, medianMinutes: 3 * 1440 + 4 * 60, p90Minutes: 3 * 1440 + 4 * 60 },
      overdue: {
        refunds: 2,
        amounts: [{ currency: 'CNY', amount: '800.00' }],
        overdueDays: 14,
        listed: [
          { orderId: 41, orderNum: '917083410200000041', requestedAt: '2026-10-01 10:00:00', waitingDays: 55, amount: { currency: 'CNY', amount: '300.00' } },
          { orderId: 42, orderNum: '917083410200000042', requestedAt: '2026-11-05 10:00:00', waitingDays: 20, amount: { currency: 'CNY', amount: '500.00' } },
        ],
        // Main's bands of the two (waited 55 and 20 days; bands ending before 14 days left out).
        bands: [
          { band: 'twoWeeks', afterDays: 7, upToDays: 14, refunds: 0, amounts: [] },
          { band: 'month', afterDays: 14, upToDays: 30, refunds: 1, amounts: [{ currency: 'CNY', amount: '500.00' }] },
          { band: 'twoMonths', afterDays: 30, upToDays: 60, refunds: 1, amounts: [{ currency: 'CNY', amount: '300.00' }] },
          { band: 'longer', afterDays: 60, upToDays: null, refunds: 0, amounts: [] },
        ],
      },
      vouchers: { received: 1, amounts: [{ currency: 'CNY', amount: '600.00' }], expiringSoon: 1, expiringAmounts: [{ currency: 'CNY', amount: '600.00' }], listed: [{ orderId: 43, orderNum: '917083410200000043', voucherNumber: 'V-0001', passenger: 'ZHAO/MIN', amount: { currency: 'CNY', amount: '600.00' }, validEnd: '2026-12-20', daysLeft: 25 }] },
    },
    credit: {
      environment,
      payments: 2,
      amounts: [{ currency: 'CNY', amount: '4200.30' }],
      byDay: [
        { day: '2026-11-23', payments: 1, amounts: [{ currency: 'CNY', amount: '4000.10' }] },
        { day: '2026-11-24', payments: 1, amounts: [{ currency: 'CNY', amount: '200.20' }] },
        { day: '2026-11-25', payments: 0, amounts: [] },
      ],
      unknownOutcome: 0,
    },
    readAt: '2026-11-25T10:00:00.000Z',
    elapsedMs: 12,
  };
}
