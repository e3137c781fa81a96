/**
 * A refund (or ancillary) order's status in words: the plain label of the state the desk
 * recognised, with what the service sent beside it when that differs; a status the desk does not
 * know is shown exactly as it came, never dropped (real-world notes, "Order states").
 */
import type { OrderStatus } from '@contract/domains/order-status';
import { format, text } from '../ui-text';

const LABELS: Readonly<Record<string, string>> = text.reimbursements.statusLabels;

export function statusWords(status: OrderStatus): string {
  const sent = status.code ?? status.text;
  if (!sent) return text.reimbursements.statusNone;
  const label = status.key ? LABELS[status.key] : undefined;
  if (!label) return status.key ? sent : format(text.reimbursements.statusUnknown, { sent });
  return label.toLowerCase() === sent.toLowerCase() ? label : format(text.reimbursements.statusWithSent, { label, sent });
}
