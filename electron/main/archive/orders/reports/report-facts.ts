import { FINAL_REFUND_KEYS } from '../../../../contract/domains/reimbursements';
import type { Environment } from '../../../../contract/domains/profiles';
import type { ArchiveDatabase } from '../../open-archive';

/**
 * The facts the day's figures are made of, read from the order file (docs/reports.md says what
 * each figure counts). Every read is one environment and one span of instants (ISO, UTC, compared
 * as text: the file writes every instant with toISOString). What is summed and bucketed into
 * business days is done by the figures' modules: SQLite has no time zones and no decimals.
 *
 * The file keeps no "issued at" from the service (its answers carry none): an order's moment of
 * being issued, reimbursed or rejected is when the desk first saw that status (the row's
 * `status_seen_at`, or the history row of a status it has since left).
 */

/** An air order first seen issued in the span. */
export interface IssuedFact {
  id: number;
  orderNum: string;
  profileId: string;
  profileName: string;
  currency: string | null;
  amount: string | null;
  routeJson: string;
  /** Ticket numbers the file holds for it (one per passenger and ticket), 0 when none yet. */
  ticketGroups: number;
  passengerCount: number;
  carrier: string | null;
  cabin: string | null;
  holderCode: string | null;
  holderName: string | null;
  issuedAt: string;
}

/** An air order booked (created at the service) in the span, and what became of it. */
export interface BookedFact {
  id: number;
  statusKey: string | null;
  statusGroup: string;
  currency: string | null;
  amount: string | null;
  /** The last ticketing time as sent (Beijing). */
  lastTicketingTime: string | null;
  /** Seen paid or issued at some time (its history), whatever its status now. */
  everPaid: boolean;
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
const REIMBURSED = (t: string) => `${t}.status_group = 'reimbursed'`;
const REJECTED = (t: string) => `${t}.status_key = 'REFD_REJ'`;
const FINAL = (t: string) => `${t}.status_key IN (${FINAL_KEYS})`;

/** The service's request time as sent (Beijing), else when the desk first filed the refund. */
const REQUESTED_AT = `coalesce(json_extract(o.details_json, '$.createdTime'), o.first_seen_at)`;

const REFUND_COLUMNS = `o.id, o.order_num, o.currency, o.amount, o.sort_time,
  ${REQUESTED_AT} AS requested_at,
  ${firstSeen(REIMBURSED)} AS reimbursed_at, ${firstSeen(REJECTED)} AS rejected_at, ${firstSeen(FINAL)} AS final_at`;

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export class ReportFacts {
  private readonly s;

  constructor(db: ArchiveDatabase) {
    this.s = {
      // Candidates: the row's status now, or a history row, seen in the span; then each one's first
      // time issued (an order issued before the span and seen issued again in it is not a sale of it).
      // The span's test on issued_at is made in JS (issued()): as a WHERE on the subquery SQLite
      // flattened it and ran the correlated first-seen read three times per order.
      issued: db.prepare(
        `SELECT o.id, o.order_num, o.profile_id, o.profile_name, o.currency, o.amount, o.route_json, o.passenger_count,
                  json_array_length(o.tickets_json) AS ticket_groups,
                  coalesce(json_extract(o.details_json, '$.platingCarrier'), json_extract(o.segments_json, '$[0][2]')) AS carrier,
                  json_extract(o.segments_json, '$[0][15]') AS cabin,
                  a.holder_code, a.holder_name, ${firstSeen(ISSUED)} AS issued_at
             FROM (SELECT id AS order_id FROM orders WHERE environment = ?1 AND status_group = 'issued' AND status_seen_at >= ?2 AND status_seen_at < ?3
                   UNION SELECT order_id FROM order_status_history WHERE status_group = 'issued' AND seen_at >= ?2 AND seen_at < ?3) c
             JOIN orders o ON o.id = c.order_id
             LEFT JOIN agency_orders a ON a.order_key = o.environment || '/' || o.partner_id || '/' || o.order_num
            WHERE o.environment = ?1 AND o.kind = 'air'`,
      ),
      // By creation time (orders_newest); `+environment` keeps SQLite from walking every order of the
      // environment through orders_by_status_seen instead.
      booked: db.prepare(
        `SELECT o.id, o.status_key, o.status_group, o.currency, o.amount, o.last_tkt_time,
                (${PAID('o')} OR EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND ${PAID('h')})) AS ever_paid
           FROM orders o
          WHERE o.sort_time >= ?2 AND o.sort_time < ?3 AND +o.environment = ?1 AND o.kind = 'air'`,
      ),
      // Refunds requested in the span (the board's index: environment, request time), and those
      // whose status now or before was reimbursed or rejected (REFD_REJ, of the group "other") in it
      // (migration 12's indexes: environment, group, time seen).
      requested: db.prepare(`SELECT ${REFUND_COLUMNS} FROM orders o WHERE o.kind = 'refund' AND o.environment = ?1 AND o.sort_time >= ?2 AND o.sort_time < ?3`),
      settled: db.prepare(
        `SELECT ${REFUND_COLUMNS}
           FROM (SELECT id AS order_id FROM orders WHERE environment = ?1 AND status_group IN ('reimbursed', 'other') AND status_seen_at >= ?2 AND status_seen_at < ?3
                   AND (status_group = 'reimbursed' OR status_key = 'REFD_REJ')
                 UNION SELECT order_id FROM order_status_history WHERE status_group IN ('reimbursed', 'other') AND seen_at >= ?2 AND seen_at < ?3
                   AND (status_group = 'reimbursed' OR status_key = 'REFD_REJ')) c
           JOIN orders o ON o.id = c.order_id
          WHERE o.environment = ?1 AND o.kind = 'refund'`,
      ),
      // Refunds requested before the cut-off and not seen final before the end (neither their status
      // now nor a history row): overdue at the end. Only what the overdue list shows is read: the
      // three first-seen reads of REFUND_COLUMNS for every open refund of the file's whole history
      // (thousands) were most of a day's figures.
      waitingSince: db.prepare(
        `SELECT o.id, o.order_num, o.currency, o.amount, o.sort_time, ${REQUESTED_AT} AS requested_at
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
      ticketing: db.prepare(
        `SELECT ao.order_id, l.at, l.outcome, l.code, o.currency,
                coalesce((SELECT json_extract(e.value, '$.amount') FROM json_each(o.details_json, '$.amounts') e WHERE json_extract(e.value, '$.key') = 'payAmount'), o.amount) AS charged
           FROM audit_log l
           JOIN orders o ON o.order_num = l.order_num AND o.environment = l.environment AND o.kind = 'air'
           JOIN audit_orders ao ON ao.order_id = o.id AND ao.audit_id = l.id
          WHERE l.operation = 'ticketing' AND l.environment = ?1 AND l.at >= ?2 AND l.at < ?3
          ORDER BY l.at, l.id`,
      ),
      // An order's later Ticketing answers (B024 "already paid" settles an earlier unknown outcome).
      laterTicketing: db.prepare(
        `SELECT ao.order_id, l.outcome, l.code FROM audit_log l JOIN audit_orders ao ON ao.audit_id = l.id
          WHERE l.operation = 'ticketing' AND l.environment = ?1 AND l.at >= ?2 AND ao.order_id IN (SELECT value FROM json_each(?3))`,
      ),
      agencyFile: db.prepare('SELECT EXISTS (SELECT 1 FROM agency_orders) AS has'),
    };
  }

  issued(environment: Environment, from: string, to: string): IssuedFact[] {
    const rows = (this.s.issued.all(environment, from, to) as Row[]).filter((r) => typeof r.issued_at === 'string' && r.issued_at >= from && r.issued_at < to);
    return rows.map((r) => ({
      id: Number(r.id),
      orderNum: String(r.order_num),
      profileId: String(r.profile_id),
      profileName: String(r.profile_name),
      currency: text(r.currency),
      amount: text(r.amount),
      routeJson: String(r.route_json),
      ticketGroups: Number(r.ticket_groups ?? 0),
      passengerCount: Number(r.passenger_count ?? 0),
      carrier: text(r.carrier),
      cabin: text(r.cabin),
      holderCode: text(r.holder_code),
      holderName: text(r.holder_name),
      issuedAt: String(r.issued_at),
    }));
  }

  booked(environment: Environment, from: string, to: string): BookedFact[] {
    return (this.s.booked.all(environment, from, to) as Row[]).map((r) => ({
      id: Number(r.id),
      statusKey: text(r.status_key),
      statusGroup: String(r.status_group),
      currency: text(r.currency),
      amount: text(r.amount),
      lastTicketingTime: text(r.last_tkt_time),
      everPaid: Number(r.ever_paid) === 1,
    }));
  }

  /** Refunds requested in the span, and refunds reimbursed or rejected in it (each once). */
  refunds(environment: Environment, from: string, to: string): RefundFact[] {
    const byId = new Map<number, RefundFact>();
    for (const r of [...(this.s.requested.all(environment, from, to) as Row[]), ...(this.s.settled.all(environment, from, to) as Row[])]) byId.set(Number(r.id), refundOf(r));
    return [...byId.values()];
  }

  /** Refunds requested before `requestedBefore` and still open at `openAt` (never seen final before it). */
  waiting(environment: Environment, requestedBefore: string, openAt: string): OpenRefundFact[] {
    return (this.s.waitingSince.all(environment, requestedBefore, openAt) as Row[]).map((r) => ({
      id: Number(r.id),
      orderNum: String(r.order_num),
      currency: text(r.currency),
      amount: text(r.amount),
      requestedAt: String(r.requested_at),
      requestedAtIso: String(r.sort_time),
    }));
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
    return (this.s.ticketing.all(environment, from, to) as Row[]).map((r) => ({
      orderId: Number(r.order_id),
      at: String(r.at),
      outcome: String(r.outcome),
      code: text(r.code),
      currency: text(r.currency),
      charged: text(r.charged),
    }));
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

function refundOf(r: Row): RefundFact {
  return {
    id: Number(r.id),
    orderNum: String(r.order_num),
    currency: text(r.currency),
    amount: text(r.amount),
    requestedAt: String(r.requested_at),
    requestedAtIso: String(r.sort_time),
    reimbursedAt: text(r.reimbursed_at),
    rejectedAt: text(r.rejected_at),
    finalAt: text(r.final_at),
  };
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
