import { z } from 'zod';
import type { OrderStatus, OrderStatusKey } from './order-status';
import { orderNumberInput } from './orders';
import type { Environment } from './profiles';
import type { Money } from './shopping';
import type { SentError } from '../result';
import { codedRule } from '../coded-rule';

/**
 * The reimbursement board (Alt+5): every refund order of the file in the active profile's
 * environment, what it should pay back, how long it has waited, when it was last checked, and
 * every voucher it produced. Read from the order file, so it works offline ("as of" times).
 */

/** States after which a refund order never changes again: polling stops for it. */
export const FINAL_REFUND_KEYS: readonly OrderStatusKey[] = ['REFD_REIMED', 'REFD', 'REFD_REJ', 'CLOSED', 'CNCL', 'CNCL_REIMED', 'VOID_REIMED'];

export function isFinalRefundStatus(status: OrderStatus): boolean {
  return status.key !== null && FINAL_REFUND_KEYS.includes(status.key);
}

/** The board's filter of a row: waiting (anything not final), reimbursed, rejected. */
export type RefundOutcome = 'waiting' | 'reimbursed' | 'rejected';

export function refundOutcome(status: OrderStatus): RefundOutcome {
  if (status.key === 'REFD_REJ') return 'rejected';
  if (status.group === 'reimbursed') return 'reimbursed';
  if (status.key !== null && FINAL_REFUND_KEYS.includes(status.key)) return 'rejected';
  return 'waiting';
}

/** A voucher as the board shows it, with the refund order it came from. */
export interface BoardVoucher {
  orderId: number;
  orderNum: string;
  passenger: string | null;
  voucherNumber: string;
  currency: string | null;
  amount: Money | null;
  /** yyyy-MM-dd as sent. */
  validFrom: string | null;
  validEnd: string | null;
  /** 1 issue ticket, 2 change ticket, 3 ancillary products (spec 2.11). */
  useFor: number[];
  /** 0 uncertain, 1 passenger only, 2 no limitation. */
  usageLimitation: number | null;
  /** The voucher's own file id, or the reimbursement's voucher files. */
  fileIds: string[];
}

/** One row of the board. */
export interface ReimbursementRow {
  orderId: number;
  orderNum: string;
  parentOrderNum: string | null;
  profileId: string;
  /** "ZHANG/SAN", in the order of the refund's passenger list. */
  passengers: string[];
  /** The refund expected: the sum of the passengers' refund amounts (decimal string). */
  amount: Money | null;
  currency: string | null;
  status: OrderStatus;
  /** The reimbursement check's own status when one was read (`Reimbursed`), else null. */
  reimbursementStatus: OrderStatus | null;
  /** When the refund was requested: the service's `createTime` (Beijing) as sent, else when first filed (ISO). */
  requestedAt: string | null;
  /** The same instant as epoch ms (Beijing read as UTC+8), for the age; null when unreadable. */
  requestedAtMs: number | null;
  /** When the service last answered about this order (ISO); null if never. */
  asOf: string | null;
  /** When CheckReimbursed last answered (ISO); null if never checked. */
  checkedAt: string | null;
  /** Payout channel: CheckReimbursed's `payGate`, else the refund's form of payment. */
  payout: string | null;
  vouchers: BoardVoucher[];
  final: boolean;
}

export interface ReimbursementBoard {
  environment: Environment;
  profileId: string;
  rows: ReimbursementRow[];
  /** When main read the file for this answer (ISO). */
  readAt: string;
}

export const MAX_CHECK_ORDERS = 5000;

/**
 * The board is read in pages, oldest request first (the board's default order), so its first rows
 * arrive at once and main never blocks for the whole file: the renderer asks for a small first
 * page, then for the rest a page at a time.
 */
export const MAX_BOARD_PAGE = 1000;

/** Where a page of the board ended (opaque to the renderer: pass it back as `after`). */
export interface BoardCursor {
  sortTime: string;
  orderId: number;
}

export interface ReimbursementBoardPage extends ReimbursementBoard {
  /** Refund orders in the environment (all pages). */
  total: number;
  /** The next page's `after`; null when this page is the last. */
  next: BoardCursor | null;
}

const boardCursor = z.strictObject({
  sortTime: z.string().min(1, codedRule('rules.pageCursor')).max(40, codedRule('rules.pageCursor')),
  orderId: z.number().int(codedRule('rules.pageCursor')).positive(codedRule('rules.pageCursor')),
});

export const boardPageSchema = z.strictObject({
  count: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(MAX_BOARD_PAGE, codedRule('rules.atMost', { max: MAX_BOARD_PAGE })),
  after: boardCursor.optional(),
});

const orderIds = z
  .array(z.number().int(codedRule('rules.orderIds')).positive(codedRule('rules.orderIds')))
  .min(1, codedRule('rules.oneOrder'))
  .max(MAX_CHECK_ORDERS, codedRule('rules.atMostOrders', { max: MAX_CHECK_ORDERS }));

export const reimbursementRowsSchema = z.strictObject({ orderIds });
export const reimbursementCheckSchema = z.strictObject({ orderIds });
/** A refund order not in the file yet, by its number. */
export const addRefundOrderSchema = z.strictObject({ orderNum: orderNumberInput });

/** What an on-demand check did. */
export interface ReimbursementCheckSummary {
  checked: number;
  changed: number;
  failed: { orderId: number; orderNum: string; error: SentError }[];
  /** True when Esc stopped it before every order was checked. */
  cancelled: boolean;
}

/** An event: a refund order's status changed (a check on demand or the background poller). */
export interface ReimbursementStatusChange {
  orderId: number;
  orderNum: string;
  profileId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** It became reimbursed with this change. */
  reimbursed: boolean;
  /** `poller`: main's background check; `agent`: the agent asked (R). */
  by: 'poller' | 'agent';
  at: string;
}

/** An event: the background poller's state, for the board's status line. */
export interface ReimbursementPollerState {
  profileId: string | null;
  /** Open refund orders it keeps checking. */
  watching: number;
  /** Each is checked about this often (Settings → Reimbursements, `pollIntervalMinutes`). */
  intervalMinutes: number;
  inFlight: number;
  /** Set while it waits after B035, a time-out or an unreachable service (ISO). */
  backedOffUntil: string | null;
  backoffReason: 'busy' | 'timeout' | 'unreachable' | null;
}
