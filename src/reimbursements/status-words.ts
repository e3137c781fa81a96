/**
 * A refund (or ancillary) order's status in words: the plain label of the state the desk
 * recognised, with what the service sent beside it when that differs; a status the desk does not
 * know is shown exactly as it came, never dropped (real-world notes, "Order states").
 */
import type { OrderStatus } from '@contract/domains/order-status';
import { format, text } from '../ui-text';

const LABELS: Readonly<Record<string, string>> = text.reimbursements.statusLabels;

/**
 * A status as two parts: the desk's words, and what the service sent when that says more (its
 * code beside a known label). The board shows the code smaller, cut first where room is short.
 */
export function statusParts(status: OrderStatus): { label: string; sent: string | null } {
  const sent = status.code ?? status.text;
  if (!sent) return { label: text.reimbursements.statusNone, sent: null };
  const label = status.key ? LABELS[status.key] : undefined;
  if (!label) return { label: status.key ? sent : format(text.reimbursements.statusUnknown, { sent }), sent: null };
  return { label, sent: label.toLowerCase() === sent.toLowerCase() ? null : sent };
}

export function statusWords(status: OrderStatus): string {
  const { label, sent } = statusParts(status);
  return sent === null ? label : format(text.reimbursements.statusWithSent, { label, sent });
}
