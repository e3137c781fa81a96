/**
 * An order's status in words, on every screen: the plain label of the state the desk recognised,
 * from the ONE status table (`text.orders.status`, both languages), with what the service sent
 * beside it when that differs; a status the desk does not know is shown exactly as it came, never
 * dropped (real-world notes, "Order states"). tests/component/ui-text/one-status-table.test.ts
 * keeps it the only table: no other status → label map may exist in src/.
 */
import { readOrderStatus, type OrderKind, type OrderStatus } from '@contract/domains/order-status';
import { format, text } from '../ui-text';

/**
 * A status as two parts: the desk's words, and what the service sent when that says more (its
 * code beside a known label). The board shows the code smaller, cut first where room is short.
 */
export function statusParts(status: OrderStatus): { label: string; sent: string | null } {
  const sent = status.code ?? status.text;
  if (!sent) return { label: text.orders.noStatus, sent: null };
  if (!status.key) return { label: format(text.orders.unknownStatus, { sent }), sent: null };
  const label = text.orders.status[status.key];
  return { label, sent: label.toLowerCase() === sent.toLowerCase() ? null : sent };
}

export function statusWords(status: OrderStatus): string {
  const { label, sent } = statusParts(status);
  return sent === null ? label : format(text.orders.statusBesideSent, { label, sent });
}

/** A status the screen has only as the service's string (a code or a text), read the way main reads it. */
export function sentStatusWords(sent: string | null | undefined, kind: OrderKind): string {
  return statusWords(readOrderStatus(sent, kind));
}
