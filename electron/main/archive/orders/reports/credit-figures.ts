import type { Environment } from '../../../../contract/domains/profiles';
import type { CreditFigures } from '../../../../contract/domains/reports';
import { AmountTotals } from './amount-totals';
import type { DayOf } from './sales-figures';
import type { TicketingCallFact } from './report-facts';

interface CreditInput {
  environment: Environment;
  days: readonly string[];
  dayOf: DayOf;
  /** Ticketing calls made in the period, oldest first. */
  calls: readonly TicketingCallFact[];
  /** For orders whose payment in the period was of unknown outcome: their later Ticketing answers. */
  later: readonly { orderId: number; outcome: string; code: string | null }[];
}

/**
 * What was paid from the partner credit, per business day. Ticketing debits the credit: a call
 * that answered `ok` paid at its time. A call of unknown outcome paid at ITS time when a later
 * Ticketing of the order answered B024 "already paid" (the first one went through, docs/order-file.md
 * "Exactly once"); a later `ok` means it did not (that call paid, and is counted on its own day).
 * Unknown outcomes not settled yet are counted apart, never added in.
 */
export function creditFigures(input: CreditInput): CreditFigures {
  const days = input.days.map(() => ({ payments: 0, totals: new AmountTotals() }));
  const totals = new AmountTotals();
  const paidBy = new Map<number, TicketingCallFact>();
  const unknown = new Map<number, TicketingCallFact>();
  for (const call of input.calls) {
    if (call.outcome === 'ok' && !paidBy.has(call.orderId)) paidBy.set(call.orderId, call);
    if (call.outcome === 'outcome-unknown' && !unknown.has(call.orderId)) unknown.set(call.orderId, call);
  }
  const settledLater = new Map<number, 'paid-then' | 'paid-later'>();
  for (const answer of input.later) {
    if (answer.outcome === 'ok') settledLater.set(answer.orderId, 'paid-later');
    else if (answer.outcome === 'api' && answer.code === 'B024' && !settledLater.has(answer.orderId)) settledLater.set(answer.orderId, 'paid-then');
  }
  let unknownOutcome = 0;
  for (const [orderId, call] of unknown) {
    if (paidBy.has(orderId)) continue;
    const settled = settledLater.get(orderId);
    if (settled === 'paid-then') paidBy.set(orderId, call);
    else if (settled === undefined) unknownOutcome += 1;
  }
  let payments = 0;
  for (const call of paidBy.values()) {
    const day = days[input.dayOf(call.at)];
    if (!day) continue;
    payments += 1;
    day.payments += 1;
    day.totals.add(call.currency, call.charged);
    totals.add(call.currency, call.charged);
  }
  return {
    environment: input.environment,
    payments,
    amounts: totals.amounts(),
    byDay: input.days.map((day, index) => ({ day, payments: days[index]?.payments ?? 0, amounts: days[index]?.totals.amounts() ?? [] })),
    unknownOutcome,
  };
}
