/** The columns of an order that mean the same on every desk: an observation's or manual entry's facts. */
export const SHARED_ORDER_COLUMNS = [
  'kind', 'order_type', 'parent_order_num', 'status_code', 'status_text', 'status_key', 'status_group', 'pnr', 'air_pnr',
  'currency', 'amount', 'last_tkt_time', 'route_json', 'first_departure', 'lead_passenger', 'passenger_count',
  'passengers_json', 'segments_json', 'tickets_json', 'details_json', 'sort_time', 'manual', 'as_of', 'status_seen_at',
  'status_source', 'status_inferred',
] as const;

/** An order row's shared facts, as an event carries them. */
export function sharedFacts(row: Record<string, unknown>): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const column of SHARED_ORDER_COLUMNS) facts[column] = row[column] ?? null;
  return facts;
}

/**
 * The agency's key of the order row `o` in SQL, as `orderKeyText` writes it (`agency_orders.order_key`):
 * one text for every read that finds an order's agency state beside its row.
 */
export const ROW_ORDER_KEY_SQL = "o.environment || '/' || o.partner_id || '/' || o.order_num";
