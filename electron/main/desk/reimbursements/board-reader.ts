import type { FiledPassenger, RefundLine } from '../../../contract/domains/orders';
import { readOrderStatus } from '../../../contract/domains/order-status';
import type { Environment } from '../../../contract/domains/profiles';
import { isFinalRefundStatus, type BoardVoucher, type ReimbursementRow } from '../../../contract/domains/reimbursements';
import type { ArchiveDatabase } from '../../archive/open-archive';
import type { OrderDetails } from '../../archive/orders/order-details';
import { decodePassengers } from '../../archive/orders/order-documents';
import { statusOf } from '../../archive/orders/order-rows';
import type { PollTarget } from './reimbursement-poller';

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

/**
 * Reads the reimbursement board from the order file in two queries (orders, then all their
 * vouchers and voucher files), so 5,000 refund orders come back in a few milliseconds.
 */
export class BoardReader {
  private readonly s;

  constructor(private readonly db: ArchiveDatabase) {
    this.s = {
      open: db.prepare(
        `SELECT o.id, o.order_num, o.profile_id, o.status_code, o.status_text, o.status_key, o.status_group, json_extract(o.details_json, '$.reimbursement.checkedAt') AS checked_at
           FROM orders o WHERE o.kind = 'refund' AND o.environment = ? AND o.profile_id = ?`,
      ),
    };
  }

  /** Every refund order of the environment (all its profiles), newest first, with its vouchers. */
  board(environment: Environment): ReimbursementRow[] {
    return this.read('', [environment]);
  }

  /** The rows of some orders (after a check), newest first; unknown ids are left out. */
  rows(environment: Environment, orderIds: readonly number[]): ReimbursementRow[] {
    if (orderIds.length === 0) return [];
    return this.read(` AND o.id IN (SELECT value FROM json_each(?))`, [environment, JSON.stringify(orderIds)]);
  }

  /** The profile's refund orders that are not final: what the poller watches. */
  openTargets(environment: Environment, profileId: string): PollTarget[] {
    return (this.s.open.all(environment, profileId) as Record_[])
      .filter((r) => !isFinalRefundStatus(statusOf(str(r.status_code), str(r.status_text), str(r.status_key), String(r.status_group))))
      .map((r) => ({ orderId: Number(r.id), orderNum: String(r.order_num), profileId: String(r.profile_id), lastCheckedAt: r.checked_at ? Date.parse(String(r.checked_at)) : null }));
  }

  /** Orders, then all their vouchers and voucher files: three queries whatever the count. */
  private read(where: string, params: string[]): ReimbursementRow[] {
    const scope = `o.kind = 'refund' AND o.environment = ?${where}`;
    const records = this.db
      .prepare(
        `SELECT o.id, o.order_num, o.parent_order_num, o.profile_id, o.passengers_json, o.amount, o.currency,
                o.status_code, o.status_text, o.status_key, o.status_group, o.details_json, o.first_seen_at, o.as_of
           FROM orders o WHERE ${scope} ORDER BY o.sort_time DESC, o.id DESC`,
      )
      .all(...params) as Record_[];
    const rows = records.map(rowOf);
    const files = new Map<number, string[]>();
    const fileRecords = this.db
      .prepare(`SELECT f.order_id, f.file_id FROM order_files f JOIN orders o ON o.id = f.order_id WHERE f.role = 'voucher' AND ${scope} ORDER BY f.order_id, f.file_id`)
      .all(...params) as Record_[];
    for (const f of fileRecords) {
      const id = Number(f.order_id);
      files.set(id, [...(files.get(id) ?? []), String(f.file_id)]);
    }
    const voucherRecords = this.db
      .prepare(
        `SELECT v.order_id, v.voucher_number, v.last_name, v.first_name, v.currency, v.amount, v.valid_from, v.valid_end, v.use_for_json, v.usage_limitation, v.file_id
           FROM order_vouchers v JOIN orders o ON o.id = v.order_id WHERE ${scope} ORDER BY v.order_id, v.passenger_index, v.voucher_number`,
      )
      .all(...params) as Record_[];
    const byOrder = new Map(rows.map((row) => [row.orderId, row]));
    for (const v of voucherRecords) {
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
    requestedAtMs: createdTime ? serviceTimeToMs(createdTime) : serviceTimeToMs(requestedAt),
    asOf: str(r.as_of),
    checkedAt: reimbursement?.checkedAt ?? null,
    payout: reimbursement?.payGate ?? (details.refundLines ?? []).find((line) => line.formOfPayment)?.formOfPayment ?? null,
    vouchers: [],
    final: isFinalRefundStatus(status),
  };
}

function passengerNames(passengers: readonly FiledPassenger[], lines: readonly RefundLine[]): string[] {
  const names = passengers.map((p) => `${p.lastName}/${p.firstName}`);
  return names.length > 0 ? names : lines.map((line) => `${line.lastName}/${line.firstName}`);
}
