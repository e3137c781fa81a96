import type { ExportFormat, FiledOrder, OrderExport } from '../../../contract/domains/orders';

/**
 * One order or a search result as a file the agent can send on: JSON (everything the file knows,
 * as the detail pane shows it) or CSV (one line per order, the columns an accountant reads).
 * Notes are the agent's own and are included; raw payloads are not (they are for diagnosis).
 */
export function exportOrders(orders: readonly FiledOrder[], format: ExportFormat, stem: string, at: Date): OrderExport {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  if (format === 'json') {
    const content = JSON.stringify({ exportedAt: at.toISOString(), orders: orders.map(({ payloads: _payloads, ...order }) => order) }, null, 2);
    return { fileName: `${stem}-${stamp}.json`, mimeType: 'application/json', content, orderCount: orders.length };
  }
  const lines = [CSV_COLUMNS.map(([header]) => header), ...orders.map((order) => CSV_COLUMNS.map(([, value]) => value(order)))];
  // A byte order mark makes spreadsheet programs read UTF-8 names (accents, CJK) correctly.
  const content = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return { fileName: `${stem}-${stamp}.csv`, mimeType: 'text/csv', content, orderCount: orders.length };
}

const CSV_COLUMNS: readonly [string, (order: FiledOrder) => string | number | null][] = [
  ['order_number', (o) => o.orderNum],
  ['kind', (o) => o.kind],
  ['order_type', (o) => o.orderType],
  ['environment', (o) => o.environment],
  ['profile', (o) => o.profileName],
  ['status_code', (o) => o.status.code],
  ['status_text', (o) => o.status.text],
  ['status_group', (o) => o.status.group],
  ['parent_order_number', (o) => o.parentOrderNum],
  ['pnr', (o) => o.pnr],
  ['airline_pnr', (o) => o.airPnr],
  ['plating_carrier', (o) => o.platingCarrier],
  ['currency', (o) => o.currency],
  ['amount', (o) => o.amount],
  ['route', (o) => o.route.map((leg) => `${leg.from}-${leg.to}`).join(' / ')],
  ['first_departure_local', (o) => o.firstDeparture],
  ['flights', (o) => o.segments.map((s) => `${s.flightNum.startsWith(s.airline) ? s.flightNum : `${s.airline}${s.flightNum}`} ${s.departure}-${s.arrival} ${s.departureDate ?? ''} ${s.departureTime ?? ''}`.trim()).join(' / ')],
  ['passengers', (o) => o.passengers.map((p) => `${p.lastName}/${p.firstName}`).join('; ')],
  ['tickets', (o) => [...new Set(o.tickets.map((t) => t.ticketNum))].join('; ')],
  ['last_ticketing_time_beijing', (o) => o.lastTicketingTime],
  ['created_time_beijing', (o) => o.createdTime],
  ['as_of', (o) => o.asOf],
  ['entered_by_hand', (o) => (o.manual ? 'yes' : 'no')],
  ['note', (o) => o.note?.text ?? null],
];

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
