import { ROW_ORDER_KEY_SQL } from '../../agency/shared-order-columns';
import { FINAL_REFUND_KEYS } from '../../../../contract/domains/reimbursements';
import type { RouteLeg } from '../../../../contract/domains/orders';
import type { Environment } from '../../../../contract/domains/profiles';
import type { ArchiveDatabase } from '../../open-archive';
import { jsonRows, parseRows } from './json-rows';

/**
 * The facts the day's figures are made of, read from the order file (docs/reports.md says what
 * each figure counts). Every read is one environment and one span of instants (ISO, UTC, compared
 * as text: the file writes every instant with toISOString). What is summed and bucketed into
 * business days is done by the figures' modules: SQLite has no time zones and no decimals.
 *
 * The file keeps no "issued at" from the service (its answers carry none): an order's moment of
 * being issued, reimbursed or rejected is when the desk first saw that status (the row's
 * `status_seen_at`, or the history row of a status it has since left).
 *
 * The reads of many rows (issued, booked, refunds, overdue, Ticketing calls) answer as ONE row: a
 * JSON array of objects named as the facts below (json-rows.ts says why).
 */

/** An air order first seen issued in the span. */
export interface IssuedFact {
  id: number;
  orderNum: string;
  profileId: string;
  profileName: string;
  currency: string | null;
  amount: string | null;
  /** Its journeys (`route_json`, parsed with the rest of the answer). */
  route: RouteLeg[];
  /** Ticket numbers the file holds for it (one per passenger and ticket), 0 when none yet. */
  ticketGroups: number;
  passengerCount: number;
  carrier: string | null;
  cabin: string | null;
  holderCode: string | null;
  holderName: string | null;
  issuedAt: string;
}

/** An air order booked (created at the service) in the span and never paid: where it stands now. */
export interface UnpaidFact {
  id: number;
  statusKey: string | null;
  statusGroup: string;
  currency: string | null;
  amount: string | null;
  /** The last ticketing time as sent (Beijing). */
  lastTicketingTime: string | null;
}

/** The air orders booked in the span: how many, how many were paid, and the others (each read). */
export interface BookedFacts {
  booked: number;
  paid: number;
  unpaid: UnpaidFact[];
}

/** A refund order and the moments that matter for the figures (each null when never seen). */
export interface RefundFact {
  id: number;
  orderNum: string;
  currency: string | null;
  amount: string | null;
  /** The service's request time as sent (Beijing), else when the desk first filed it. */
  requestedAt: string;
  /** The same instant as ISO (the file's sort time). */
  requestedAtIso: string;
  reimbursedAt: string | null;
  rejectedAt: string | null;
  /** First seen in a final status (reimbursed, rejected, closed…). */
  finalAt: string | null;
}

/** A refund still open at the end of a period: what the overdue list and its ageing need. */
export type OpenRefundFact = Pick<RefundFact, 'id' | 'orderNum' | 'currency' | 'amount' | 'requestedAt' | 'requestedAtIso'>;

export interface VoucherFact {
  orderId: number;
  orderNum: string;
  voucherNumber: string;
  lastName: string | null;
  firstName: string | null;
  currency: string | null;
  amount: string | null;
  validEnd: string | null;
}

/** A Ticketing call about an order of the environment (the partner credit is debited by one that paid). */
export interface TicketingCallFact {
  orderId: number;
  at: string;
  outcome: string;
  code: string | null;
  currency: string | null;
  /** What the payment charged (Ticketing's payAmount), else the order amount. */
  charged: string | null;
}

const FINAL_KEYS = FINAL_REFUND_KEYS.map((key) => `'${key}'`).join(', ');

/**
 * When an order was first seen in a status matching `condition` (on `h`, and on `o` for its status
 * now). INDEXED BY: left to itself SQLite answers `min(seen_at) … status_group = ?` from migration
 * 12's (status_group, seen_at) index, walking every history row of the group for each order (a
 * month on 100,000 orders never finished); the order's own few rows are what is wanted.
 */
const firstSeen = (condition: (table: 'h' | 'o') => string) =>
  `nullif(min(
     coalesce((SELECT min(h.seen_at) FROM order_status_history h INDEXED BY order_status_history_by_order WHERE h.order_id = o.id AND ${condition('h')}), '~'),
     CASE WHEN ${condition('o')} THEN coalesce(o.status_seen_at, '~') ELSE '~' END
   ), '~')`;

const ISSUED = (t: string) => `${t}.status_group = 'issued'`;
const PAID = (t: string) => `${t}.status_group IN ('issuing', 'issued', 'refund-in-progress', 'reimbursed')`;
// Statuses after payment that are not "issued": a paid order cancelled or voided, a change.
const PAID_LATER_KEYS = ['CNCL_TO_BE_REIM', 'CNCL_REIMED', 'VOID_PRC', 'VOID', 'VOID_TO_BE_REIM', 'VOID_REIMED', 'VOID_REJ', 'CHG_RQ', 'CHG_TO_BE_PAID', 'CHG_PRC', 'CHGD', 'CHG_REJ']
  .map((key) => `'${key}'`)
  .join(', ');
const REIMBURSED = (t: string) => `${t}.status_group = 'reimbursed'`;
const REJECTED = (t: string) => `${t}.status_key = 'REFD_REJ'`;
const FINAL = (t: string) => `${t}.status_key IN (${FINAL_KEYS})`;

/** The service's request time as sent (Beijing), else when the desk first filed the refund. */
const REQUESTED_AT = `coalesce(json_extract(o.details_json, '$.createdTime'), o.first_seen_at)`;

const REFUND_OBJECT = `'id', o.id, 'orderNum', o.order_num, 'currency', o.currency, 'amount', o.amount,
  'requestedAt', CAST(${REQUESTED_AT} AS TEXT), 'requestedAtIso', o.sort_time,
  'reimbursedAt', ${firstSeen(REIMBURSED)}, 'rejectedAt', ${firstSeen(REJECTED)}, 'finalAt', ${firstSeen(FINAL)}`;

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A Ticketing call as read (`callId`: its audit row): the order's amount and its amount lines (`details_json`'s `amounts`, null when none). */
type TicketingCallRow = Omit<TicketingCallFact, 'charged'> & { callId: number; amount: string | null; amounts: unknown };

/** What a payment charged: the order's payAmount line (Ticketing's answer), else its amount. */
function chargedOf(amounts: unknown, amount: string | null): string | null {
  const line = Array.isArray(amounts) ? (amounts as { key?: unknown; amount?: unknown }[]).find((entry) => entry?.key === 'payAmount') : undefined;
  return line?.amount === undefined || line.amount === null ? amount : String(line.amount);
}

/** An issued candidate with its first moment issued, which the span is then tested on. */
type IssuedCandidate = Omit<IssuedFact, 'issuedAt'> & { issuedAt: string | null };

export class ReportFacts {
  private readonly s;

  constructor(db: ArchiveDatabase) {
    this.s = {
      // Candidates: the row's status now, or a history row, seen in the span; then each one's first
      // time issued (an order issued before the span and seen issued again in it is not a sale of it).
      // The span's test on issuedAt is made in JS (issued()): as a WHERE on the subquery SQLite
      // flattened it and ran the correlated first-seen read three times per order.
      issued: db.prepare(
        `SELECT json_group_array(json_object(
                  'id', o.id, 'orderNum', o.order_num, 'profileId', o.profile_id, 'profileName', o.profile_name,
                  'currency', o.currency, 'amount', o.amount, 'route', json(o.route_json), 'passengerCount', o.passenger_count,
                  'ticketGroups', coalesce(json_array_length(o.tickets_json), 0),
                  'carrier', CAST(coalesce(json_extract(o.details_json, '$.platingCarrier'), json_extract(o.segments_json, '$[0][2]')) AS TEXT),
                  'cabin', CAST(json_extract(o.segments_json, '$[0][15]') AS TEXT),
                  'holderCode', coalesce(a.holder_code, o.agency_stamp_agent_code), 'holderName', coalesce(a.holder_name, o.agency_stamp_agent_name), 'issuedAt', ${firstSeen(ISSUED)})) AS rows
             FROM (SELECT id AS order_id FROM orders WHERE environment = ?1 AND status_group = 'issued' AND status_seen_at >= ?2 AND status_seen_at < ?3
                   UNION SELECT order_id FROM order_status_history WHERE status_group = 'issued' AND seen_at >= ?2 AND seen_at < ?3) c
             JOIN orders o ON o.id = c.order_id
             LEFT JOIN agency_orders a ON a.order_key = ${ROW_ORDER_KEY_SQL}
            WHERE o.environment = ?1 AND o.kind = 'air'`,
      ),
      // By creation time (orders_newest); `+environment` keeps SQLite from walking every order of the
      // environment through orders_by_status_seen instead. Paid (seen paying or issued now or in its
      // history, or a status that follows payment) is decided here and only counted: the figures
      // show the others one by one (why not paid, their amounts), two thirds of a month are paid.
      booked: db.prepare(
        `SELECT count(*) AS booked,
                json_group_array(json_object(
                  'id', id, 'statusKey', status_key, 'statusGroup', status_group, 'currency', currency, 'amount', amount,
                  'lastTicketingTime', last_tkt_time)) FILTER (WHERE NOT paid) AS rows
           FROM (SELECT o.id, o.status_key, o.status_group, o.currency, o.amount, o.last_tkt_time,
                        (${PAID('o')} OR o.status_key IN (${PAID_LATER_KEYS})
                         OR EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND ${PAID('h')})) AS paid
                   FROM orders o
                  WHERE o.sort_time >= ?2 AND o.sort_time < ?3 AND +o.environment = ?1 AND o.kind = 'air')`,
      ),
      // Refunds requested in the span (the board's index: environment, request time), and those
      // whose status now or before was reimbursed or rejected (REFD_REJ, of the group "other") in it
      // (migration 12's indexes: environment, group, time seen).
      requested: db.prepare(
        `SELECT json_group_array(json_object(${REFUND_OBJECT})) AS rows FROM orders o WHERE o.kind = 'refund' AND o.environment = ?1 AND o.sort_time >= ?2 AND o.sort_time < ?3`,
      ),
      settled: db.prepare(
        `SELECT json_group_array(json_object(${REFUND_OBJECT})) AS rows
           FROM (SELECT id AS order_id FROM orders WHERE environment = ?1 AND status_group IN ('reimbursed', 'other') AND status_seen_at >= ?2 AND status_seen_at < ?3
                   AND (status_group = 'reimbursed' OR status_key = 'REFD_REJ')
                 UNION SELECT order_id FROM order_status_history WHERE status_group IN ('reimbursed', 'other') AND seen_at >= ?2 AND seen_at < ?3
                   AND (status_group = 'reimbursed' OR status_key = 'REFD_REJ')) c
           JOIN orders o ON o.id = c.order_id
          WHERE o.environment = ?1 AND o.kind = 'refund'`,
      ),
      // Refunds requested before the cut-off and not seen final before the end (neither their status
      // now nor a history row): overdue at the end. Only what the overdue list shows is read: the
      // three first-seen reads of REFUND_OBJECT for every open refund of the file's whole history
      // (thousands) were most of a day's figures.
      waitingSince: db.prepare(
        `SELECT json_group_array(json_object(
                  'id', o.id, 'orderNum', o.order_num, 'currency', o.currency, 'amount', o.amount,
                  'requestedAt', CAST(${REQUESTED_AT} AS TEXT), 'requestedAtIso', o.sort_time)) AS rows
           FROM orders o WHERE o.kind = 'refund' AND o.environment = ?1 AND o.sort_time < ?2
            AND (o.status_key IS NULL OR o.status_key NOT IN (${FINAL_KEYS}) OR o.status_seen_at >= ?3 OR o.status_seen_at IS NULL)
            AND NOT EXISTS (SELECT 1 FROM order_status_history h INDEXED BY order_status_history_by_order
                             WHERE h.order_id = o.id AND ${FINAL('h')} AND h.seen_at < ?3)`,
      ),
      vouchersOf: db.prepare(
        `SELECT v.order_id, o.order_num, v.voucher_number, v.last_name, v.first_name, v.currency, v.amount, v.valid_end
           FROM order_vouchers v JOIN orders o ON o.id = v.order_id
          WHERE v.order_id IN (SELECT value FROM json_each(?1)) ORDER BY v.order_id, v.voucher_number`,
      ),
      // From the vouchers ending in the window (order_vouchers_by_end), not from every order of the environment.
      expiring: db.prepare(
        `SELECT v.order_id, o.order_num, v.voucher_number, v.last_name, v.first_name, v.currency, v.amount, v.valid_end
           FROM order_vouchers v JOIN orders o ON o.id = v.order_id
          WHERE v.valid_end >= ?2 AND v.valid_end < ?3 AND +o.environment = ?1
          ORDER BY v.valid_end, o.order_num, v.voucher_number`,
      ),
      // The call's order found by its number (orders_by_number), then the link checked by audit_orders'
      // key: audit_orders has no index by audit id, and joining through it scanned every order per call.
      // The order's amount lines come whole (`->`) and payAmount is picked in JS (chargedOf): a
      // json_each over them per call was a third of this read. Put oldest first in JS
      // (ticketingCalls): the index walks them in that order already, but an aggregate's own
      // ORDER BY sorted them again in a temporary B-tree.
      ticketing: db.prepare(
        `SELECT json_group_array(json_object(
                  'callId', l.id, 'orderId', ao.order_id, 'at', l.at, 'outcome', l.outcome, 'code', l.code, 'currency', o.currency,
                  'amount', o.amount, 'amounts', o.details_json -> '$.amounts')) AS rows
           FROM audit_log l
           JOIN orders o ON o.order_num = l.order_num AND o.environment = l.environment AND o.kind = 'air'
           JOIN audit_orders ao ON ao.order_id = o.id AND ao.audit_id = l.id
          WHERE l.operation = 'ticketing' AND l.environment = ?1 AND l.at >= ?2 AND l.at < ?3`,
      ),
      // An order's later Ticketing answers (B024 "already paid" settles an earlier unknown outcome).
      laterTicketing: db.prepare(
        `SELECT ao.order_id, l.outcome, l.code FROM audit_log l JOIN audit_orders ao ON ao.audit_id = l.id
          WHERE l.operation = 'ticketing' AND l.environment = ?1 AND l.at >= ?2 AND ao.order_id IN (SELECT value FROM json_each(?3))`,
      ),
      // An order known only by this desk's unsent stamp (order-stamps.ts) is the agency's too.
      agencyFile: db.prepare('SELECT EXISTS (SELECT 1 FROM agency_orders) OR EXISTS (SELECT 1 FROM orders WHERE agency_stamp_id IS NOT NULL) AS has'),
    };
  }

  issued(environment: Environment, from: string, to: string): IssuedFact[] {
    return jsonRows<IssuedCandidate>(this.s.issued, environment, from, to).filter((order): order is IssuedFact => order.issuedAt !== null && order.issuedAt >= from && order.issuedAt < to);
  }

  booked(environment: Environment, from: string, to: string): BookedFacts {
    // Paid = booked − unpaid: a count FILTERed on its own ran the paid test a second time per order.
    const answer = this.s.booked.get(environment, from, to) as { booked: number };
    const unpaid = parseRows<UnpaidFact>(answer);
    return { booked: answer.booked, paid: answer.booked - unpaid.length, unpaid };
  }

  /** Refunds requested in the span, and refunds reimbursed or rejected in it (each once). */
  refunds(environment: Environment, from: string, to: string): RefundFact[] {
    const byId = new Map<number, RefundFact>();
    for (const refund of [...jsonRows<RefundFact>(this.s.requested, environment, from, to), ...jsonRows<RefundFact>(this.s.settled, environment, from, to)]) byId.set(refund.id, refund);
    return [...byId.values()];
  }

  /** Refunds requested before `requestedBefore` and still open at `openAt` (never seen final before it). */
  waiting(environment: Environment, requestedBefore: string, openAt: string): OpenRefundFact[] {
    return jsonRows<OpenRefundFact>(this.s.waitingSince, environment, requestedBefore, openAt);
  }

  vouchersOf(orderIds: readonly number[]): VoucherFact[] {
    if (orderIds.length === 0) return [];
    return (this.s.vouchersOf.all(JSON.stringify(orderIds)) as Row[]).map(voucherOf);
  }

  /** Vouchers of the environment whose validity ends on a day from `fromDay` to before `toDay` (`yyyy-MM-dd`). */
  expiring(environment: Environment, fromDay: string, toDay: string): VoucherFact[] {
    return (this.s.expiring.all(environment, fromDay, toDay) as Row[]).map(voucherOf);
  }

  ticketingCalls(environment: Environment, from: string, to: string): TicketingCallFact[] {
    // Oldest first, as the credit reads them (an order's first paying call). Already in that order
    // as SQLite walks its index, so the sort only checks it.
    const rows = jsonRows<TicketingCallRow>(this.s.ticketing, environment, from, to).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.callId - b.callId));
    return rows.map((row) => ({ orderId: row.orderId, at: row.at, outcome: row.outcome, code: row.code, currency: row.currency, charged: chargedOf(row.amounts, row.amount) }));
  }

  /** Later Ticketing outcomes of some orders: `ok`, or the kind and code (`api`, `B024`). */
  ticketingAfter(environment: Environment, from: string, orderIds: readonly number[]): { orderId: number; outcome: string; code: string | null }[] {
    if (orderIds.length === 0) return [];
    return (this.s.laterTicketing.all(environment, from, JSON.stringify(orderIds)) as Row[]).map((r) => ({ orderId: Number(r.order_id), outcome: String(r.outcome), code: text(r.code) }));
  }

  /** Whether the desk has ever folded the agency's shared order file (team sync ran). */
  hasAgencyFile(): boolean {
    return Number((this.s.agencyFile.get() as Row).has) === 1;
  }
}

function voucherOf(r: Row): VoucherFact {
  return {
    orderId: Number(r.order_id),
    orderNum: String(r.order_num),
    voucherNumber: String(r.voucher_number),
    lastName: text(r.last_name),
    firstName: text(r.first_name),
    currency: text(r.currency),
    amount: text(r.amount),
    validEnd: text(r.valid_end),
  };
}
