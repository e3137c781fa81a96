import type {
  AuditEntry,
  FiledFile,
  FiledOrder,
  FiledVoucher,
  LinkedOrder,
  OrderPage,
  OrderRow,
  OrderSource,
  ParsedOrderFilters,
  PayloadSummary,
  StatusEntry,
} from '../../../contract/domains/orders';
import type { Environment } from '../../../contract/domains/profiles';
import { readOrderStatus, type OrderKind } from '../../../contract/domains/order-status';
import type { ArchiveDatabase } from '../open-archive';
import type { OrderDetails } from './order-details';
import type { OrderAccount } from './order-facts';
import { decodePassengers, decodeSegments, decodeTickets } from './order-documents';
import { filtersSql, type SqlCondition } from './order-filters-sql';
import { ROW_COLUMNS, rowFromRecord, statusOf, type OrderRowRecord } from './order-rows';

type Row = Record<string, unknown>;
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Reads the order file: list pages, rows by id, and one order's full detail. */
export class OrderReader {
  private readonly s;

  constructor(
    private readonly db: ArchiveDatabase,
    /** Main's profiles: a profile's account, so a profile filter finds its account's orders. */
    private readonly profileAccount: (profileId: string) => OrderAccount | null = () => null,
  ) {
    this.s = {
      row: db.prepare(`SELECT ${ROW_COLUMNS} FROM orders o WHERE o.id = ?`),
      extra: db.prepare('SELECT air_pnr, last_tkt_time, passengers_json, segments_json, tickets_json, details_json, source, first_seen_at, updated_at, status_seen_at, status_source, status_inferred FROM orders WHERE id = ?'),
      vouchers: db.prepare('SELECT * FROM order_vouchers WHERE order_id = ? ORDER BY passenger_index, voucher_number'),
      files: db.prepare('SELECT file_id, role FROM order_files WHERE order_id = ? ORDER BY role, file_id'),
      history: db.prepare('SELECT * FROM order_status_history WHERE order_id = ? ORDER BY id'),
      // Its calls: those linked to it, and those about its number from its account (any profile of it);
      // any desk's, newest first, in the one order every desk shows (time, then event id).
      audit: db.prepare(
        `SELECT a.* FROM audit_log a WHERE a.id IN (SELECT audit_id FROM audit_orders WHERE order_id = @id)
            OR (a.environment = @environment AND a.order_num = @orderNum
                AND (a.partner_id = @partnerId OR (@partnerId IS NULL AND a.partner_id IS NULL AND a.profile_id = @profileId)))
         ORDER BY a.at DESC, a.event_id DESC, a.id DESC LIMIT 500`,
      ),
      account: db.prepare('SELECT environment, partner_id, profile_id FROM orders WHERE id = ?'),
      note: db.prepare('SELECT text, updated_at FROM order_notes WHERE order_id = ?'),
      payloads: db.prepare('SELECT id, operation, received_at, length(body) AS bytes FROM order_payloads WHERE order_id = ? ORDER BY id DESC LIMIT 200'),
      // An order's account: its partner id, or (none known) its profile.
      children: db.prepare(
        `SELECT id, order_num, kind, order_type, status_code, status_text, status_key, status_group FROM orders
         WHERE parent_order_num = @orderNum AND environment = @environment AND ${SAME_ACCOUNT} ORDER BY sort_time`,
      ),
      byNumber: db.prepare(`SELECT id, order_num, kind, status_code, status_text, status_key, status_group FROM orders WHERE order_num = @orderNum AND environment = @environment AND ${SAME_ACCOUNT}`),
      knownLinks: db.prepare('SELECT linked_order_num, relation FROM order_known_links WHERE order_id = ?'),
    };
  }

  /** The filters as a condition on `orders o` (search uses it too). */
  where(filters: ParsedOrderFilters): SqlCondition {
    return filtersSql(filters, this.profileAccount);
  }

  page(filters: ParsedOrderFilters, offset: number, limit: number): OrderPage {
    const where = this.where(filters);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM orders o WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    const records = this.db
      .prepare(`SELECT ${ROW_COLUMNS} FROM orders o WHERE ${where.sql} ORDER BY o.sort_time DESC, o.id DESC LIMIT ? OFFSET ?`)
      .all(...where.params, limit, offset) as OrderRowRecord[];
    return { total, offset, rows: records.map(rowFromRecord) };
  }

  row(orderId: number): OrderRow | null {
    const record = this.s.row.get(orderId) as OrderRowRecord | undefined;
    return record ? rowFromRecord(record) : null;
  }

  /** Rows in the order of the ids given (search ranks them); one query for all. */
  rows(orderIds: readonly number[]): OrderRow[] {
    if (orderIds.length === 0) return [];
    const records = this.db.prepare(`SELECT ${ROW_COLUMNS} FROM orders o WHERE o.id IN (${orderIds.map(() => '?').join(', ')})`).all([...orderIds]) as OrderRowRecord[];
    const byId = new Map(records.map((record) => [record.id, rowFromRecord(record)]));
    return orderIds.map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
  }

  /** The order of this number of the account (environment + partner id; a profile's own for an order of no known account). */
  findId(account: OrderAccount, orderNum: string): number | null {
    const found = this.s.byNumber.get(accountParams(account, orderNum)) as { id: number } | undefined;
    return found?.id ?? null;
  }

  /** The account an order of the file belongs to. */
  accountOf(orderId: number): OrderAccount | null {
    const row = this.s.account.get(orderId) as { environment: Environment; partner_id: string | null; profile_id: string } | undefined;
    return row ? { environment: row.environment, partnerId: row.partner_id, profileId: row.profile_id } : null;
  }

  detail(orderId: number): FiledOrder | null {
    const row = this.row(orderId);
    const account = this.accountOf(orderId);
    if (!row || !account) return null;
    const o = this.s.extra.get(orderId) as {
      air_pnr: string | null;
      last_tkt_time: string | null;
      passengers_json: string;
      segments_json: string;
      tickets_json: string;
      details_json: string;
      source: OrderSource;
      first_seen_at: string;
      updated_at: string;
      status_seen_at: string | null;
      status_source: OrderSource | null;
      status_inferred: number;
    };
    const details = JSON.parse(o.details_json) as OrderDetails;
    const note = this.s.note.get(orderId) as { text: string; updated_at: string } | undefined;
    const reimbursement = details.reimbursement ?? null;
    return {
      ...row,
      refOrderNum: details.refOrderNum ?? null,
      airPnr: o.air_pnr,
      platingCarrier: details.platingCarrier ?? null,
      contact: details.contact ?? null,
      lastTicketingTime: o.last_tkt_time,
      payGate: details.payGate ?? null,
      paySerialNum: details.paySerialNum ?? null,
      amounts: details.amounts ?? [],
      passengers: decodePassengers(o.passengers_json),
      segments: decodeSegments(o.segments_json),
      tickets: decodeTickets(o.tickets_json),
      vouchers: (this.s.vouchers.all(orderId) as Row[]).map(voucherOf),
      files: (this.s.files.all(orderId) as Row[]).map((f): FiledFile => ({ fileId: String(f.file_id), role: f.role as FiledFile['role'] })),
      refundLines: details.refundLines ?? [],
      ancillaryItems: details.ancillaryItems ?? [],
      refund: details.refund ?? null,
      reimbursement: reimbursement
        ? { status: readOrderStatus(reimbursement.code ?? reimbursement.text, 'refund'), payGate: reimbursement.payGate, currency: reimbursement.currency, checkedAt: reimbursement.checkedAt }
        : null,
      ancillary: row.kind === 'ancillary' ? (details.ancillary ?? { saleStage: null, ancillaryType: null }) : null,
      // The statuses it had before, then the one it has (its row says when and how it was seen).
      statusHistory: [
        ...(this.s.history.all(orderId) as Row[]).map(
          (h): StatusEntry => ({
            status: statusOf(str(h.status_code), str(h.status_text), str(h.status_key), String(h.status_group)),
            seenAt: String(h.seen_at),
            source: h.source as OrderSource,
            inferred: h.inferred === 1,
          }),
        ),
        ...(o.status_seen_at !== null ? [{ status: row.status, seenAt: o.status_seen_at, source: o.status_source as OrderSource, inferred: o.status_inferred === 1 }] : []),
      ],
      audit: (this.s.audit.all({ id: orderId, ...accountParams(account, row.orderNum) }) as Row[]).map(auditOf),
      note: note ? { text: note.text, updatedAt: note.updated_at } : null,
      links: this.linksOf(row, account, orderId),
      payloads: (this.s.payloads.all(orderId) as Row[]).map((p): PayloadSummary => ({ id: Number(p.id), operation: String(p.operation), receivedAt: String(p.received_at), bytes: Number(p.bytes) })),
      source: o.source,
      firstSeenAt: o.first_seen_at,
      updatedAt: o.updated_at,
    };
  }

  /** Its parent, the orders filed under it, and the ones an answer named that are not filed yet. */
  private linksOf(row: OrderRow, account: OrderAccount, orderId: number): LinkedOrder[] {
    const links: LinkedOrder[] = [];
    const seen = new Set<string>();
    const linked = (record: Row | undefined, orderNum: string, kind: OrderKind, relation: LinkedOrder['relation']): LinkedOrder => ({
      id: record ? Number(record.id) : null,
      orderNum,
      kind: record ? (record.kind as OrderKind) : kind,
      status: record ? statusOf(str(record.status_code), str(record.status_text), str(record.status_key), String(record.status_group)) : null,
      relation,
    });
    if (row.parentOrderNum) {
      const parent = this.s.byNumber.get(accountParams(account, row.parentOrderNum)) as Row | undefined;
      links.push(linked(parent, row.parentOrderNum, 'air', 'parent'));
      seen.add(row.parentOrderNum);
    }
    for (const child of this.s.children.all(accountParams(account, row.orderNum)) as Row[]) {
      const kind = child.kind as OrderKind;
      const relation = kind === 'refund' ? 'refund' : kind === 'ancillary' ? 'ancillary' : 'change';
      links.push(linked(child, String(child.order_num), kind, relation));
      seen.add(String(child.order_num));
    }
    for (const known of this.s.knownLinks.all(orderId) as Row[]) {
      const orderNum = String(known.linked_order_num);
      if (seen.has(orderNum)) continue;
      seen.add(orderNum);
      const relation = known.relation as LinkedOrder['relation'];
      const filed = this.s.byNumber.get(accountParams(account, orderNum)) as Row | undefined;
      links.push(linked(filed, orderNum, relation === 'refund' ? 'refund' : relation === 'ancillary' ? 'ancillary' : 'air', relation));
    }
    return links;
  }
}

/** Rows of one account: its partner id, or for an order of no known account, its profile. */
const SAME_ACCOUNT = '(partner_id = @partnerId OR (@partnerId IS NULL AND partner_id IS NULL AND profile_id = @profileId))';

function accountParams(account: OrderAccount, orderNum: string): { environment: string; partnerId: string | null; profileId: string; orderNum: string } {
  return { environment: account.environment, partnerId: account.partnerId, profileId: account.profileId, orderNum };
}

function voucherOf(v: Row): FiledVoucher {
  return {
    passengerIndex: num(v.passenger_index),
    lastName: str(v.last_name),
    firstName: str(v.first_name),
    voucherNumber: String(v.voucher_number),
    currency: str(v.currency),
    amount: str(v.amount),
    validFrom: str(v.valid_from),
    validEnd: str(v.valid_end),
    useFor: JSON.parse(String(v.use_for_json)) as number[],
    usageLimitation: num(v.usage_limitation),
    fileId: str(v.file_id),
    source: v.source as OrderSource,
  };
}

function auditOf(a: Row): AuditEntry {
  return {
    id: Number(a.id),
    at: String(a.at),
    environment: a.environment as Environment,
    profileId: String(a.profile_id),
    operation: String(a.operation),
    requestId: String(a.request_id),
    outcome: String(a.outcome),
    code: str(a.code),
    durationMs: Number(a.duration_ms),
    orderNum: String(a.order_num),
    agent: a.agent_code ? { code: String(a.agent_code), name: str(a.agent_name) ?? String(a.agent_code) } : null,
  };
}
