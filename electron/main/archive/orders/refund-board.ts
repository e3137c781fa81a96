import type { FiledPassenger, RefundLine } from '../../../contract/domains/orders';
import { readOrderStatus } from '../../../contract/domains/order-status';
import type { Environment } from '../../../contract/domains/profiles';
import type { OrderAccount } from './order-facts';
import { FINAL_REFUND_KEYS, isFinalRefundStatus, type BoardCursor, type BoardVoucher, type ReimbursementRow } from '../../../contract/domains/reimbursements';
import type { ArchiveDatabase } from '../open-archive';
import type { OrderDetails } from './order-details';
import { decodePassengers } from './order-documents';
import { statusOf } from './order-rows';
import type { PollTarget } from '../../desk/reimbursements/reimbursement-poller';

type Record_ = Record<string, unknown>;
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The service's Beijing wall clock (`yyyy-MM-dd HH:mm[:ss]`, UTC+8) as epoch ms; ISO with an offset works too. */
export function serviceTimeToMs(value: string | null): number | null {
  if (!value) return null;
  const beijing = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (beijing) {
    const [, y, mo, d, h, mi, s = '0'] = beijing;
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - 8 * 3_600_000;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

const ORDER_COLUMNS = `o.id, o.order_num, o.parent_order_num, o.profile_id, o.passengers_json, o.amount, o.currency,
  o.status_code, o.status_text, o.status_key, o.status_group, o.details_json, o.first_seen_at, o.as_of, o.sort_time`;
const REFUNDS = `o.kind = 'refund' AND o.environment = ?`;

/** A page of the board and where the next one starts. */
export interface RefundBoardPage {
  rows: ReimbursementRow[];
  total: number;
  next: BoardCursor | null;
}

/**
 * Reads the reimbursement board from the order file: the orders, then their vouchers and voucher
 * files by id (three queries whatever the count). Materialising thousands of rows costs main
 * hundreds of milliseconds on a busy machine, so the board is also read in pages (`page`).
 */
export class RefundBoard {
  private readonly s;

  constructor(private readonly db: ArchiveDatabase) {
    this.s = {
      // Final refunds are left out by their status key in the index, so only open ones are read.
      open: db.prepare(
        `SELECT o.id, o.order_num, o.profile_id, json_extract(o.details_json, '$.reimbursement.checkedAt') AS checked_at
           FROM orders o WHERE o.kind = 'refund' AND o.environment = ? AND o.partner_id = ?
             AND (o.status_key IS NULL OR o.status_key NOT IN (${FINAL_REFUND_KEYS.map(() => '?').join(', ')}))`,
      ),
      all: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${REFUNDS} ORDER BY o.sort_time DESC, o.id DESC`),
      byIds: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${REFUNDS} AND o.id IN (SELECT value FROM json_each(?)) ORDER BY o.sort_time DESC, o.id DESC`),
      // Oldest request first: the board's default order (sort_time is the request time, see rowOf).
      firstPage: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${REFUNDS} ORDER BY o.sort_time, o.id LIMIT ?`),
      nextPage: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${REFUNDS} AND (o.sort_time > ? OR (o.sort_time = ? AND o.id > ?)) ORDER BY o.sort_time, o.id LIMIT ?`),
      count: db.prepare(`SELECT count(*) AS n FROM orders o WHERE ${REFUNDS}`),
      files: db.prepare(`SELECT order_id, file_id FROM order_files WHERE role = 'voucher' AND order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, file_id`),
      vouchers: db.prepare(
        `SELECT order_id, voucher_number, last_name, first_name, currency, amount, valid_from, valid_end, use_for_json, usage_limitation, file_id
           FROM order_vouchers WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, passenger_index, voucher_number`,
      ),
    };
  }

  /** Every refund order of the environment (all its profiles), newest first, with its vouchers. */
  board(environment: Environment): ReimbursementRow[] {
    return this.withVouchers(this.s.all.all(environment) as Record_[]);
  }

  /** Up to `count` rows after `after` (from the start without one), oldest request first, and the next page's cursor. */
  page(environment: Environment, count: number, after: BoardCursor | null): RefundBoardPage {
    const records = (after ? this.s.nextPage.all(environment, after.sortTime, after.sortTime, after.orderId, count) : this.s.firstPage.all(environment, count)) as Record_[];
    const last = records.at(-1);
    const next = records.length === count && last ? { sortTime: String(last.sort_time), orderId: Number(last.id) } : null;
    const total = Number((this.s.count.get(environment) as Record_).n);
    return { rows: this.withVouchers(records), total, next };
  }

  /** The rows of some orders (after a check), newest first; unknown ids are left out. */
  rows(environment: Environment, orderIds: readonly number[]): ReimbursementRow[] {
    if (orderIds.length === 0) return [];
    return this.withVouchers(this.s.byIds.all(environment, JSON.stringify(orderIds)) as Record_[]);
  }

  /**
   * The refund orders of a profile's account that are not final: what the poller watches, checked
   * with that profile (any profile of the account reads them; the one that filed one may be gone).
   */
  openTargets(account: OrderAccount): PollTarget[] {
    if (account.partnerId === null) return [];
    return (this.s.open.all(account.environment, account.partnerId, ...FINAL_REFUND_KEYS) as Record_[]).map((r) => ({ orderId: Number(r.id), orderNum: String(r.order_num), profileId: account.profileId, lastCheckedAt: r.checked_at ? Date.parse(String(r.checked_at)) : null }));
  }

  /** The orders' rows with their vouchers and voucher files, read by id. */
  private withVouchers(records: readonly Record_[]): ReimbursementRow[] {
    const rows = records.map(rowOf);
    if (rows.length === 0) return rows;
    const ids = JSON.stringify(rows.map((row) => row.orderId));
    const files = new Map<number, string[]>();
    for (const f of this.s.files.all(ids) as Record_[]) {
      const id = Number(f.order_id);
      files.set(id, [...(files.get(id) ?? []), String(f.file_id)]);
    }
    const byOrder = new Map(rows.map((row) => [row.orderId, row]));
    for (const v of this.s.vouchers.all(ids) as Record_[]) {
      const row = byOrder.get(Number(v.order_id));
      if (!row) continue;
      const own = str(v.file_id);
      const voucher: BoardVoucher = {
        orderId: row.orderId,
        orderNum: row.orderNum,
        passenger: v.last_name || v.first_name ? `${str(v.last_name) ?? ''}/${str(v.first_name) ?? ''}` : null,
        voucherNumber: String(v.voucher_number),
        currency: str(v.currency),
        amount: str(v.amount),
        validFrom: str(v.valid_from),
        validEnd: str(v.valid_end),
        useFor: JSON.parse(String(v.use_for_json)) as number[],
        usageLimitation: v.usage_limitation === null ? null : Number(v.usage_limitation),
        // A voucher names its own file when the refund's price list did; a reimbursement's files hold all its vouchers.
        fileIds: own ? [own] : (files.get(row.orderId) ?? []),
      };
      row.vouchers.push(voucher);
    }
    return rows;
  }
}

function rowOf(r: Record_): ReimbursementRow {
  const details = JSON.parse(String(r.details_json)) as OrderDetails;
  const status = statusOf(str(r.status_code), str(r.status_text), str(r.status_key), String(r.status_group));
  const reimbursement = details.reimbursement ?? null;
  const passengers = decodePassengers(String(r.passengers_json));
  const createdTime = details.createdTime ?? null;
  const requestedAt = createdTime ?? str(r.first_seen_at);
  return {
    orderId: Number(r.id),
    orderNum: String(r.order_num),
    parentOrderNum: str(r.parent_order_num),
    profileId: String(r.profile_id),
    passengers: passengerNames(passengers, details.refundLines ?? []),
    amount: str(r.amount),
    currency: str(r.currency),
    status,
    reimbursementStatus: reimbursement ? readOrderStatus(reimbursement.code ?? reimbursement.text, 'refund') : null,
    requestedAt,
    // The file's sort time is this same instant (the service's createTime, else when first filed):
    // reading it here makes the board's age order the SQL order its pages come in.
    requestedAtMs: sortTimeMs(str(r.sort_time)) ?? (createdTime ? serviceTimeToMs(createdTime) : serviceTimeToMs(requestedAt)),
    asOf: str(r.as_of),
    checkedAt: reimbursement?.checkedAt ?? null,
    payout: reimbursement?.payGate ?? (details.refundLines ?? []).find((line) => line.formOfPayment)?.formOfPayment ?? null,
    vouchers: [],
    final: isFinalRefundStatus(status),
  };
}

function sortTimeMs(sortTime: string | null): number | null {
  const ms = sortTime ? Date.parse(sortTime) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

function passengerNames(passengers: readonly FiledPassenger[], lines: readonly RefundLine[]): string[] {
  const names = passengers.map((p) => `${p.lastName}/${p.firstName}`);
  return names.length > 0 ? names : lines.map((line) => `${line.lastName}/${line.firstName}`);
}
