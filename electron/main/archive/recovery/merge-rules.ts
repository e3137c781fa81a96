import type { MergeRule, RowValues } from './merge-rows';

/**
 * A marker still "sent" in a file set aside was sent by a desk that is no longer running: what
 * became of it is unknown, exactly as the desk concludes at start for its own file
 * (PendingWrites.markOrphansUnknown), so it comes back as outcome-unknown and the agent checks it
 * before anything is sent again. A refund draft has no state of its own to adjust: it reads sent
 * or outcome-unknown from its order's marker (refund-drafts.ts), so a brought-back draft reads
 * what its brought-back marker says.
 */
const sentBecomesUnknown =
  (column: string) =>
  (row: RowValues): void => {
    if (row[column] === 'sent') row[column] = 'outcome-unknown';
  };

/**
 * The order file (order-file-migrations.ts): an order is its environment, partner id and number
 * (an order of no known account: its environment, profile and number); the rest follows its order.
 * Both files are at the current schema when rows are matched (the set-aside copy is migrated with
 * this desk's profiles first), so an order filed under another profile of the same account is the
 * same order.
 */
export const ORDER_FILE_MERGE_RULES: Readonly<Record<string, MergeRule>> = {
  orders: {
    identity: ['environment', 'partner_id', 'order_num'],
    identityOf: (row) => (row.partner_id === null || row.partner_id === undefined ? ['environment', 'partner_id', 'profile_id', 'order_num'] : ['environment', 'partner_id', 'order_num']),
  },
  audit_log: { identity: ['at', 'environment', 'profile_id', 'operation', 'request_id', 'order_num'] },
  audit_orders: { identity: ['order_id', 'audit_id'] },
  order_vouchers: { identity: ['order_id', 'voucher_number'] },
  order_files: { identity: ['order_id', 'file_id', 'role'] },
  order_known_links: { identity: ['order_id', 'linked_order_num'] },
  order_status_history: { identity: ['order_id', 'seen_at', 'source', 'status_code', 'status_text'] },
  order_payloads: { identity: ['order_id', 'operation', 'received_at', 'sha256'] },
  // The current file's note wins: the agent wrote it last.
  order_notes: { identity: ['order_id'] },
  // Every selling price entered is kept (the latest is the order's): an entry is its order and time.
  order_selling_prices: { identity: ['order_id', 'entered_at'] },
  order_pending_writes: { identity: ['order_id', 'operation'], adjust: sentBecomesUnknown('state') },
  refund_drafts: { identity: ['order_id', 'created_at'] },
  refund_draft_documents: { identity: ['draft_id', 'doc_key'] },
  // The agency's journal (migrations 6 and 10, docs/team-sync.md): events are their ids, so an event the
  // set-aside file had not sent comes back and is sent (the server skips ids it has); this file's
  // cursor and folded states win (they are the newer; the server holds every event to fold again).
  agency_events: { identity: ['event_id'] },
  agency_orders: { identity: ['order_key'] },
  agency_cursor: { identity: ['only_row'] },
  // Which server the cursor belongs to (migration 13): this file's, with its cursor.
  agency_server: { identity: ['only_row'] },
};

/** The search archive (migrations.ts): every row has its own lasting id. */
export const ARCHIVE_MERGE_RULES: Readonly<Record<string, MergeRule>> = {
  searches: { identity: ['id'] },
  priced_offers: { identity: ['id'] },
  priced_offer_orders: { identity: ['order_num'] },
};
