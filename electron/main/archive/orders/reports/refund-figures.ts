import type { Environment } from '../../../../contract/domains/profiles';
import type { OverdueRefund, RefundDay, RefundFigures, ReportVoucher } from '../../../../contract/domains/reports';
import { AmountTotals } from './amount-totals';
import { ageingBands } from './refund-ageing';
import type { DayOf } from './sales-figures';
import type { OpenRefundFact, RefundFact, VoucherFact } from './report-facts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How many overdue refunds and expiring vouchers are listed by name (all are counted). */
const LISTED_OVERDUE = 100;
const LISTED_VOUCHERS = 200;

/** Nearest-rank percentile of sorted values (the median is the 50th). */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

interface RefundInput {
  environment: Environment;
  days: readonly string[];
  dayOf: DayOf;
  /** Refunds requested in the period, or reimbursed or rejected in it. */
  refunds: readonly RefundFact[];
  /** The vouchers of those refunds. */
  vouchers: readonly VoucherFact[];
  /** Refunds still open at `asOfMs` that were requested more than `overdueDays` days before it. */
  overdue: readonly OpenRefundFact[];
  overdueDays: number;
  /** Vouchers of the environment whose validity ends within 30 days of the period's last day. */
  expiring: readonly VoucherFact[];
  /** The end of the period, or now when the period has not ended: what "waiting" and "days left" count to. */
  asOfMs: number;
  /** The period's last business day (`yyyy-MM-dd`): days left on a voucher count from it. */
  lastDay: string;
}

function voucherLine(voucher: VoucherFact, lastDay: string): ReportVoucher {
  const end = voucher.validEnd?.slice(0, 10) ?? null;
  return {
    orderId: voucher.orderId,
    orderNum: voucher.orderNum,
    voucherNumber: voucher.voucherNumber,
    passenger: voucher.lastName || voucher.firstName ? `${voucher.lastName ?? ''}/${voucher.firstName ?? ''}` : null,
    amount: voucher.amount === null ? null : { currency: voucher.currency ?? '', amount: voucher.amount },
    validEnd: voucher.validEnd,
    daysLeft: end && /^\d{4}-\d{2}-\d{2}$/.test(end) ? Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${lastDay}T00:00:00Z`)) / DAY_MS) : null,
  };
}

const inPeriod = (dayOf: DayOf, iso: string | null): number => (iso === null ? -1 : dayOf(iso));

export function refundFigures(input: RefundInput): RefundFigures {
  const days = input.days.map(() => ({ submitted: 0, reimbursed: 0, rejected: 0, submittedTotals: new AmountTotals(), reimbursedTotals: new AmountTotals() }));
  const vouchersByOrder = new Map<number, VoucherFact[]>();
  for (const voucher of input.vouchers) vouchersByOrder.set(voucher.orderId, [...(vouchersByOrder.get(voucher.orderId) ?? []), voucher]);
  const submitted = new AmountTotals();
  const requested = new AmountTotals();
  const reimbursed = new AmountTotals();
  const outstanding = new AmountTotals();
  const rejected = new AmountTotals();
  const received = new AmountTotals();
  const waits: number[] = [];
  const counts = { submitted: 0, reimbursed: 0, rejected: 0, partly: 0, vouchers: 0 };
  for (const refund of input.refunds) {
    const requestDay = inPeriod(input.dayOf, refund.requestedAtIso);
    const day = days[requestDay];
    if (day) {
      counts.submitted += 1;
      submitted.add(refund.currency, refund.amount);
      day.submitted += 1;
      day.submittedTotals.add(refund.currency, refund.amount);
    }
    const reimbursedDay = days[inPeriod(input.dayOf, refund.reimbursedAt)];
    if (reimbursedDay && refund.reimbursedAt) {
      counts.reimbursed += 1;
      requested.add(refund.currency, refund.amount);
      // What came back: its vouchers when it has any (paid out as vouchers), else what was asked.
      const vouchers = vouchersByOrder.get(refund.id) ?? [];
      const back = new AmountTotals();
      if (vouchers.length > 0) for (const voucher of vouchers) back.add(voucher.currency ?? refund.currency, voucher.amount);
      else back.add(refund.currency, refund.amount);
      counts.vouchers += vouchers.length;
      if (vouchers.length > 0) received.addAll(back);
      reimbursed.addAll(back);
      reimbursedDay.reimbursed += 1;
      reimbursedDay.reimbursedTotals.addAll(back);
      // Partly: less came back in the refund's currency than it asked for.
      const asked = new AmountTotals();
      if (refund.currency !== null && asked.add(refund.currency, refund.amount) && back.currencies().every((c) => c === refund.currency)) {
        const missing = asked.unitsOf(refund.currency) - back.unitsOf(refund.currency);
        if (missing > 0) {
          counts.partly += 1;
          outstanding.addAll(difference(refund.currency, asked, back));
        }
      }
      const waited = Date.parse(refund.reimbursedAt) - Date.parse(refund.requestedAtIso);
      if (Number.isFinite(waited)) waits.push(Math.max(0, Math.floor(waited / MINUTE_MS)));
    }
    const rejectedDay = days[inPeriod(input.dayOf, refund.rejectedAt)];
    if (rejectedDay) {
      counts.rejected += 1;
      rejected.add(refund.currency, refund.amount);
      rejectedDay.rejected += 1;
    }
  }
  waits.sort((a, b) => a - b);
  const overdueTotals = new AmountTotals();
  const overdue: OverdueRefund[] = input.overdue
    .map((refund) => {
      overdueTotals.add(refund.currency, refund.amount);
      return {
        orderId: refund.id,
        orderNum: refund.orderNum,
        requestedAt: refund.requestedAt,
        waitingDays: Math.floor((input.asOfMs - Date.parse(refund.requestedAtIso)) / DAY_MS),
        amount: refund.amount === null ? null : { currency: refund.currency ?? '', amount: refund.amount },
      };
    })
    .sort((a, b) => b.waitingDays - a.waitingDays || (a.orderNum < b.orderNum ? -1 : 1));
  const expiring = new AmountTotals();
  for (const voucher of input.expiring) expiring.add(voucher.currency, voucher.amount);
  const byDay: RefundDay[] = input.days.map((day, index) => {
    const totals = days[index] as (typeof days)[number];
    return { day, submitted: totals.submitted, reimbursed: totals.reimbursed, rejected: totals.rejected, submittedAmounts: totals.submittedTotals.amounts(), reimbursedAmounts: totals.reimbursedTotals.amounts() };
  });
  return {
    environment: input.environment,
    submitted: { refunds: counts.submitted, amounts: submitted.amounts() },
    reimbursed: { refunds: counts.reimbursed, requested: requested.amounts(), amounts: reimbursed.amounts(), partly: counts.partly, outstanding: outstanding.amounts() },
    rejected: { refunds: counts.rejected, amounts: rejected.amounts() },
    byDay,
    waiting: { refunds: waits.length, medianMinutes: percentile(waits, 50), p90Minutes: percentile(waits, 90) },
    overdue: { refunds: overdue.length, amounts: overdueTotals.amounts(), overdueDays: input.overdueDays, listed: overdue.slice(0, LISTED_OVERDUE), bands: ageingBands(overdue.map((refund) => ({ waitingDays: refund.waitingDays, currency: refund.amount?.currency ?? null, amount: refund.amount?.amount ?? null })), input.overdueDays) },
    vouchers: {
      received: counts.vouchers,
      amounts: received.amounts(),
      expiringSoon: input.expiring.length,
      expiringAmounts: expiring.amounts(),
      listed: input.expiring.slice(0, LISTED_VOUCHERS).map((voucher) => voucherLine(voucher, input.lastDay)),
    },
  };
}

/** `asked − back` in one currency, as totals. */
function difference(currency: string, asked: AmountTotals, back: AmountTotals): AmountTotals {
  const missing = new AmountTotals();
  missing.addUnits(currency, asked.unitsOf(currency) - back.unitsOf(currency));
  return missing;
}
