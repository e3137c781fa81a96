import type { Environment } from '../../../../contract/domains/profiles';
import type { CreditFigures, RefundFigures, SalesFigures } from '../../../../contract/domains/reports';
import type { ArchiveDatabase } from '../../open-archive';
import { creditFigures } from './credit-figures';
import { refundFigures } from './refund-figures';
import { ReportFacts } from './report-facts';
import { salesFigures } from './sales-figures';

const DAY_MS = 86_400_000;
/** Vouchers expiring within this many days of the period's last day are listed. */
const EXPIRING_WITHIN_DAYS = 30;

/** What to read: one environment, the period's business days and where each starts. */
interface ReportQuery {
  environment: Environment;
  days: readonly string[];
  /** `starts[i]`: the first instant (epoch ms) of `days[i]`; the last entry is the period's end. */
  starts: readonly number[];
  /** The service's clock now. */
  nowMs: number;
  /** The desk's overdue days (Preferences): a refund waiting longer is overdue. */
  overdueDays: number;
}

interface ReadFigures {
  sales: SalesFigures;
  refunds: RefundFigures;
  credit: CreditFigures;
}

const iso = (ms: number) => new Date(ms).toISOString();
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The query module of the day's figures (docs/reports.md): the file's facts, summed and cut into days. */
export class ReportReader {
  /** The reports' reads of an open order file. */
  static of(orderFile: { readonly db: ArchiveDatabase }): ReportReader {
    return new ReportReader(orderFile.db);
  }

  private readonly facts: ReportFacts;

  constructor(db: ArchiveDatabase) {
    this.facts = new ReportFacts(db);
  }

  /** The orders of the figures of a span (what a reconciliation compares), by id. */
  orderIds(environment: Environment, starts: readonly number[]): number[] {
    return figureOrderIds(this.facts, environment, iso(starts[0] as number), iso(starts[starts.length - 1] as number));
  }

  figures(query: ReportQuery): ReadFigures {
    const { environment, days, starts } = query;
    const startMs = starts[0] as number;
    const endMs = starts[starts.length - 1] as number;
    const [from, to] = [iso(startMs), iso(endMs)];
    const dayOf = dayIndexer(starts);
    const sales = salesFigures({
      environment,
      days,
      dayOf,
      issued: this.facts.issued(environment, from, to),
      booked: this.facts.booked(environment, from, to),
      agencyFile: this.facts.hasAgencyFile(),
      nowMs: query.nowMs,
    });
    const refunds = this.facts.refunds(environment, from, to);
    // Overdue and waiting are counted at the end of the period, or now while it runs.
    const asOfMs = Math.min(endMs, query.nowMs);
    const overdueBefore = asOfMs - (query.overdueDays + 1) * DAY_MS + 1;
    const lastDay = days[days.length - 1] as string;
    const refundBlock = refundFigures({
      environment,
      days,
      dayOf,
      refunds,
      vouchers: this.facts.vouchersOf(refunds.filter((refund) => refund.reimbursedAt !== null).map((refund) => refund.id)),
      overdue: this.facts.waiting(environment, iso(overdueBefore), iso(asOfMs)),
      overdueDays: query.overdueDays,
      expiring: this.facts.expiring(environment, lastDay, addDays(lastDay, EXPIRING_WITHIN_DAYS + 1)),
      asOfMs,
      lastDay,
    });
    const calls = this.facts.ticketingCalls(environment, from, to);
    const unknown = [...new Set(calls.filter((call) => call.outcome === 'outcome-unknown').map((call) => call.orderId))];
    const credit = creditFigures({ environment, days, dayOf, calls, later: this.facts.ticketingAfter(environment, from, unknown) });
    return { sales, refunds: refundBlock, credit };
  }
}

/** The orders a period's figures are made of: issued, refunds requested, reimbursed or rejected, paid from the credit. */
function figureOrderIds(facts: ReportFacts, environment: Environment, from: string, to: string): number[] {
  const ids = new Set<number>();
  for (const order of facts.issued(environment, from, to)) ids.add(order.id);
  for (const refund of facts.refunds(environment, from, to)) ids.add(refund.id);
  for (const call of facts.ticketingCalls(environment, from, to)) ids.add(call.orderId);
  return [...ids].sort((a, b) => a - b);
}

/** The day index of an ISO instant (binary search over the days' starts); -1 outside the period. */
function dayIndexer(starts: readonly number[]): (instantIso: string) => number {
  const last = starts.length - 1;
  return (instantIso) => {
    const ms = Date.parse(instantIso);
    if (!(ms >= (starts[0] as number) && ms < (starts[last] as number))) return -1;
    let low = 0;
    let high = last - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= ms) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}
