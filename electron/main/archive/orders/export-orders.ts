import type { ExportFormat, FiledOrder, OrderExport } from '../../../contract/domains/orders';
import type { OrderIdentity } from './order-identity';

/** An order of the file and its identity outside the desk (order-identity.ts). */
export interface ExportedOrder {
  order: FiledOrder;
  identity: OrderIdentity;
}

/**
 * One order or a search result as a file the agent can send on: JSON (everything the file knows,
 * as the detail pane shows it) or CSV (one line per order, the columns an accountant reads).
 * Notes are the agent's own and are included; raw payloads are not (they are for diagnosis).
 * Each order is named by its identity (environment, account, number), never by the profile id or
 * the file's row id, which mean something on this desk only; the profile's name stays, for people.
 */
export function exportOrders(exported: readonly ExportedOrder[], format: ExportFormat, stem: string, at: Date): OrderExport {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  if (format === 'json') {
    const orders = exported.map(({ order, identity }) => ({ identity, ...withoutLocalKeys(order) }));
    const content = JSON.stringify({ exportedAt: at.toISOString(), orders }, null, 2);
    return { fileName: `${stem}-${stamp}.json`, mimeType: 'application/json', content, orderCount: orders.length };
  }
  const lines = [CSV_COLUMNS.map(([header]) => header), ...exported.map((entry) => CSV_COLUMNS.map(([, value]) => value(entry)))];
  // A byte order mark makes spreadsheet programs read UTF-8 names (accents, CJK) correctly.
  const content = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return { fileName: `${stem}-${stamp}.csv`, mimeType: 'text/csv', content, orderCount: exported.length };
}

/**
 * The order as the detail pane has it, less what names rows of this desk only: the file's ids (of
 * the order, its linked orders, its audit entries), the profile ids, the raw payloads.
 */
function withoutLocalKeys({ payloads: _payloads, id: _id, profileId: _profileId, audit, links, ...order }: FiledOrder) {
  return {
    ...order,
    links: links.map(({ id: _linkId, ...link }) => link),
    audit: audit.map(({ id: _auditId, profileId: _auditProfile, ...entry }) => entry),
  };
}

const CSV_COLUMNS: readonly [string, (entry: ExportedOrder) => string | number | null][] = [
  ['order_number', ({ order: o }) => o.orderNum],
  ['kind', ({ order: o }) => o.kind],
  ['order_type', ({ order: o }) => o.orderType],
  ['environment', ({ order: o }) => o.environment],
  ['partner', ({ identity }) => identity.partnerRef],
  ['profile', ({ order: o }) => o.profileName],
  ['status_code', ({ order: o }) => o.status.code],
  ['status_text', ({ order: o }) => o.status.text],
  ['status_group', ({ order: o }) => o.status.group],
  ['parent_order_number', ({ order: o }) => o.parentOrderNum],
  ['pnr', ({ order: o }) => o.pnr],
  ['airline_pnr', ({ order: o }) => o.airPnr],
  ['plating_carrier', ({ order: o }) => o.platingCarrier],
  ['currency', ({ order: o }) => o.currency],
  ['amount', ({ order: o }) => o.amount],
  ['route', ({ order: o }) => o.route.map((leg) => `${leg.from}-${leg.to}`).join(' / ')],
  ['first_departure_local', ({ order: o }) => o.firstDeparture],
  ['flights', ({ order: o }) => o.segments.map((s) => `${s.flightNum.startsWith(s.airline) ? s.flightNum : `${s.airline}${s.flightNum}`} ${s.departure}-${s.arrival} ${s.departureDate ?? ''} ${s.departureTime ?? ''}`.trim()).join(' / ')],
  ['passengers', ({ order: o }) => o.passengers.map((p) => `${p.lastName}/${p.firstName}`).join('; ')],
  ['tickets', ({ order: o }) => [...new Set(o.tickets.map((t) => t.ticketNum))].join('; ')],
  ['last_ticketing_time_beijing', ({ order: o }) => o.lastTicketingTime],
  ['created_time_beijing', ({ order: o }) => o.createdTime],
  ['as_of', ({ order: o }) => o.asOf],
  ['entered_by_hand', ({ order: o }) => (o.manual ? 'yes' : 'no')],
  ['note', ({ order: o }) => o.note?.text ?? null],
];

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
