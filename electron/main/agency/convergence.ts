import type { AgencyEvent, OrderKey } from './agency-event';

/**
 * What the agency knows about one order, folded from its events (docs/team-sync.md, "Every desk
 * converges"). Every rule is a merge that does not care about arrival order, so desks that received
 * the same events in any order, any number of times, hold the same state:
 * - facts from the service: the observation with the latest service time wins; ties go to the
 *   greater event id (the same comparison everywhere);
 * - notes, hand-offs: append-only sets, shown sorted by (desk time, event id); audit entries too,
 *   kept as rows of the order file's audit log (unique by event id), not in this state;
 * - a manual entry belongs to its author (the agent of its earliest manual event); only that agent's
 *   later entries change it, the latest by (desk time, event id);
 * - money: per attempt, the furthest state seen (sent < unknown < failed/settled): an unknown outcome
 *   stays visible to every desk until some desk records how it ended;
 * - the selling price: the latest entry by (desk time, event id), whoever entered it.
 */
interface AgencyAgent {
  readonly code: string;
  readonly name: string;
}

interface Stamp {
  readonly eventId: string;
  readonly deskId: string;
  readonly agent: AgencyAgent;
  readonly happenedAt: string;
}

interface MoneyAttempt extends Stamp {
  readonly attemptId: string;
  readonly operation: 'ticketing' | 'refund';
  readonly state: 'sent' | 'unknown' | 'settled' | 'failed';
  readonly withoutLease: boolean;
}

/**
 * The state names the winning event of the order's facts, never copies them: the facts are in the
 * event (filed into the order row when it wins) and in the order row, once each (docs/team-sync.md,
 * "Where the facts are kept").
 */
export interface AgencyOrderState {
  readonly key: OrderKey;
  /** The winning observation: its stamp and service time. */
  readonly facts?: Stamp & { serviceTime: string };
  /** The manual entry as its author last wrote it (see `manualEntries`): the winning entry's stamp. */
  readonly manual?: Stamp & { author: AgencyAgent };
  /** Every manual entry received, anyone's: kept so the author is decided the same way whatever arrives first. */
  readonly manualEntries: readonly Stamp[];
  readonly notes: readonly (Stamp & { text: string })[];
  readonly handOffs: readonly (Stamp & { to: AgencyAgent; note: string })[];
  readonly money: readonly MoneyAttempt[];
  /** The winning selling price (the latest entered, by desk time then event id), with its values: small, and what filing writes. */
  readonly price?: Stamp & { mode: 'total' | 'fee'; amount: string; currency: string };
  /** The agent of the order's earliest event: who brought it into the agency's file. */
  readonly firstBy?: AgencyAgent & { at: string; eventId: string };
}

export function emptyOrderState(key: OrderKey): AgencyOrderState {
  return { key: { environment: key.environment, partnerId: key.partnerId, orderNum: key.orderNum }, manualEntries: [], notes: [], handOffs: [], money: [] };
}

const stampOf = (event: AgencyEvent): Stamp => ({ eventId: event.id, deskId: event.deskId, agent: event.agent, happenedAt: event.happenedAt });

/** The one total order of desk-timed entries: desk time (as an instant), then event id. */
function deskOrder(a: Stamp, b: Stamp): number {
  const byTime = Date.parse(a.happenedAt) - Date.parse(b.happenedAt);
  if (byTime !== 0) return byTime;
  return a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0;
}

function addOnce<T extends Stamp>(list: readonly T[], entry: T): readonly T[] {
  if (list.some((each) => each.eventId === entry.eventId)) return list;
  return [...list, entry].sort(deskOrder);
}

const MONEY_RANK = { sent: 0, unknown: 1, failed: 2, settled: 3 } as const;

function mergeMoney(list: readonly MoneyAttempt[], next: MoneyAttempt): readonly MoneyAttempt[] {
  const current = list.find((each) => each.attemptId === next.attemptId);
  if (!current) return [...list, next].sort((a, b) => (a.attemptId < b.attemptId ? -1 : 1));
  const rank = MONEY_RANK[next.state] - MONEY_RANK[current.state];
  const wins = rank > 0 || (rank === 0 && next.eventId > current.eventId);
  // "Paid without the agency lock" is remembered whichever event of the attempt said it.
  const withoutLease = current.withoutLease || next.withoutLease;
  const kept = wins ? { ...next, withoutLease } : { ...current, withoutLease };
  return list.map((each) => (each.attemptId === next.attemptId ? kept : each));
}

/** Folds one event into an order's state. Commutative, associative and idempotent (tested with shuffles). */
export function foldEvent(state: AgencyOrderState, event: AgencyEvent): AgencyOrderState {
  const stamp = stampOf(event);
  const earlier = !state.firstBy || deskOrder(stamp, { ...stamp, eventId: state.firstBy.eventId, happenedAt: state.firstBy.at }) < 0;
  const withFirst: AgencyOrderState = earlier ? { ...state, firstBy: { ...event.agent, at: event.happenedAt, eventId: event.id } } : state;
  switch (event.kind) {
    case 'order.observed': {
      const current = state.facts;
      // The service's time is to the second: a booking's observation and the payment's a few hundred
      // ms later often share it (seen in the two-desk e2e: the other desk kept "To be paid" when the
      // random event id picked the older one). Within one second, the desk's time orders them (the
      // desk that observed both stamped them in order), then the event id.
      const wins =
        !current ||
        event.body.serviceTime > current.serviceTime ||
        (event.body.serviceTime === current.serviceTime && deskOrder(stamp, current) > 0);
      return wins ? { ...withFirst, facts: { ...stamp, serviceTime: event.body.serviceTime } } : withFirst;
    }
    case 'order.manual': {
      const manualEntries = addOnce(state.manualEntries, stamp);
      return { ...withFirst, manualEntries, manual: manualFrom(manualEntries) };
    }
    case 'order.note':
      return { ...withFirst, notes: addOnce(state.notes, { ...stamp, text: event.body.text }) };
    case 'order.audit':
      // The entry itself is a row of the audit log (agency-filing.ts); here it only counts for who came first.
      return withFirst;
    case 'order.handoff':
      return {
        ...withFirst,
        handOffs: addOnce(state.handOffs, { ...stamp, to: { code: event.body.toAgentCode, name: event.body.toAgentName }, note: event.body.note }),
      };
    case 'order.money':
      return {
        ...withFirst,
        money: mergeMoney(state.money, {
          ...stamp,
          attemptId: event.body.attemptId,
          operation: event.body.operation,
          state: event.body.state,
          withoutLease: event.body.withoutLease === true,
        }),
      };
    case 'order.price': {
      const wins = !state.price || deskOrder(stamp, state.price) > 0;
      return wins ? { ...withFirst, price: { ...stamp, mode: event.body.mode, amount: event.body.amount, currency: event.body.currency } } : withFirst;
    }
  }
}

/**
 * The manual entry: its author is the agent of the earliest manual entry. Entries by anyone else
 * never change it, whatever order they arrive in, because the author is decided by the same
 * comparison on every desk; the author's own entries follow the latest.
 */
function manualFrom(entries: AgencyOrderState['manualEntries']): AgencyOrderState['manual'] {
  const first = entries[0];
  if (!first) return undefined;
  const latest = entries.filter((entry) => entry.agent.code === first.agent.code).at(-1) ?? first;
  return { ...latest, author: first.agent };
}

/** The money attempts whose outcome nobody has checked yet: shown to the whole agency. */
export function unknownOutcomes(state: AgencyOrderState): readonly MoneyAttempt[] {
  return state.money.filter((attempt) => attempt.state === 'unknown');
}

/** Who holds the order now: the last hand-off's receiver, or whoever brought it in. */
export function currentHolder(state: AgencyOrderState): AgencyAgent | undefined {
  return state.handOffs.at(-1)?.to ?? (state.firstBy ? { code: state.firstBy.code, name: state.firstBy.name } : undefined);
}
