/**
 * Order states as the service sends them, read into the desk's own words.
 *
 * The service sends a status code (`ISS_PRC`) on some answers and a display text
 * (`Paid, to be issued`) on others; the real-world notes list the codes and the paths seen. The
 * desk keeps what came exactly as it came, and adds a `key` (the state it recognised, which the
 * renderer turns into a plain-language label in the agent's language) and a `group` (for the
 * Orders screen's filter). An unknown status is never dropped: its key is null and the screen
 * shows it as it came.
 */

export const ORDER_STATUS_KEYS = [
  'TO_BE_PAID',
  'TO_BE_RSV',
  'ISS_PRC',
  'ISSED',
  'UNDER_REVIEW',
  'HOLD',
  'RSV_FAIL',
  'CLOSED',
  'CNCL',
  'CNCL_TO_BE_REIM',
  'CNCL_REIMED',
  'CHG_RQ',
  'CHG_TO_BE_PAID',
  'CHG_PRC',
  'CHGD',
  'CHG_REJ',
  'VOID_PRC',
  'VOID',
  'VOID_TO_BE_REIM',
  'VOID_REIMED',
  'VOID_REJ',
  'REFD_RQ',
  'REFD_PRC',
  'REFD_TO_BE_REIM',
  'REFD_REIMED',
  'REFD_REJ',
  'REFD',
] as const;

export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

/** The Orders screen's status filter. `other` holds changes, voids, holds, rejections and unknowns. */
export const ORDER_STATUS_GROUPS = ['to-pay', 'issuing', 'issued', 'refund-in-progress', 'reimbursed', 'cancelled', 'other'] as const;
export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number];

export const ORDER_KINDS = ['air', 'refund', 'ancillary'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** A status as the file keeps it. */
export interface OrderStatus {
  /** The code as the service sent it (`ISS_PRC`), or null when it sent only a text. */
  code: string | null;
  /** The display text as the service sent it (`Paid, to be issued`), or null when it sent only a code. */
  text: string | null;
  /** The state the desk recognised, or null for a status it does not know (shown as it came). */
  key: OrderStatusKey | null;
  group: OrderStatusGroup;
}

/**
 * Display texts seen for the codes (the specification's state table, the sandbox's texts and the
 * notes' labels), compared ignoring case, spaces and punctuation. `REDF_RQ` is a spelling the
 * notes report for a refund under review.
 */
const TEXT_ALIASES: Readonly<Record<string, OrderStatusKey>> = {
  tobepaid: 'TO_BE_PAID',
  tobereserved: 'TO_BE_RSV',
  paidtobeissued: 'ISS_PRC',
  ticketissuing: 'ISS_PRC',
  issuing: 'ISS_PRC',
  issued: 'ISSED',
  underreview: 'UNDER_REVIEW',
  onhold: 'HOLD',
  hold: 'HOLD',
  reservationfailed: 'RSV_FAIL',
  closed: 'CLOSED',
  cancelled: 'CNCL',
  canceled: 'CNCL',
  refundrequest: 'REFD_PRC',
  refundprocessing: 'REFD_PRC',
  tobereimbursed: 'REFD_TO_BE_REIM',
  reimbursed: 'REFD_REIMED',
  refunded: 'REFD',
  refundrejected: 'REFD_REJ',
  redfrq: 'REFD_RQ',
  voided: 'VOID',
  changed: 'CHGD',
};

const KEYS: ReadonlySet<string> = new Set(ORDER_STATUS_KEYS);
const CODE_SHAPE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Reads one status value (a code or a text) sent for an order of a given kind. */
export function readOrderStatus(value: string | null | undefined, kind: OrderKind): OrderStatus {
  const sent = value?.trim() ?? '';
  if (sent === '') return { code: null, text: null, key: null, group: 'other' };
  const isCode = CODE_SHAPE.test(sent);
  const key = KEYS.has(sent) ? (sent as OrderStatusKey) : (TEXT_ALIASES[sent.toLowerCase().replace(/[^a-z]/g, '')] ?? null);
  // "ISSED" is both a code and the specification's display text: keep it as the code.
  return { code: isCode ? sent : null, text: isCode ? null : sent, key, group: statusGroup(key, kind) };
}

/** A status the desk infers from an answer that carries none (e.g. a successful Ticketing). */
export function inferredStatus(key: OrderStatusKey, kind: OrderKind): OrderStatus {
  return { code: key, text: null, key, group: statusGroup(key, kind) };
}

export function statusGroup(key: OrderStatusKey | null, kind: OrderKind): OrderStatusGroup {
  switch (key) {
    case 'TO_BE_PAID':
    case 'TO_BE_RSV':
    case 'CHG_TO_BE_PAID':
      return 'to-pay';
    case 'ISS_PRC':
      return 'issuing';
    case 'ISSED':
    case 'CHGD':
      return 'issued';
    case 'REFD_RQ':
    case 'REFD_PRC':
    case 'REFD_TO_BE_REIM':
      return 'refund-in-progress';
    case 'UNDER_REVIEW':
      return kind === 'refund' ? 'refund-in-progress' : 'other';
    case 'REFD_REIMED':
    case 'REFD':
    case 'CNCL_REIMED':
    case 'VOID_REIMED':
      return 'reimbursed';
    case 'CNCL':
    case 'CNCL_TO_BE_REIM':
    case 'CLOSED':
    case 'RSV_FAIL':
    case 'VOID':
    case 'VOID_TO_BE_REIM':
      return 'cancelled';
    default:
      return 'other';
  }
}

/**
 * Two statuses are the same state when the desk recognises both as the same key (`Refund request`
 * from RefundRequest and `REFD_PRC` from OrderDetail), or, for statuses it does not know, when
 * what the service sent is the same.
 */
export function sameStatus(a: OrderStatus, b: OrderStatus): boolean {
  if (a.key !== null && b.key !== null) return a.key === b.key;
  return (a.code ?? '') === (b.code ?? '') && (a.text ?? '') === (b.text ?? '');
}
