/**
 * One board row as the agent reads it: every cell as text in the desk's formats (the row is named
 * by these cells, VirtualListbox). Pure, so the list only renders strings.
 */
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import { refundOutcome } from '@contract/domains/reimbursements';
import { formatMoney } from '@contract/format/desk-format';
import { formatDeskMoment } from '../time/desk-moment';
import { format, text } from '../ui-text';
import { serviceValue } from '../ui-text/service-values';
import { daysWaiting, isOverdue } from './board-rows';
import { statusParts, statusWords } from './status-words';

export interface BoardRowView {
  orderNum: string;
  parent: string;
  passengers: string;
  amount: string;
  status: string;
  /** The status's two parts (statusParts): the label stays whole, the code sent is cut first. */
  statusLabel: string;
  statusSent: string | null;
  outcome: ReturnType<typeof refundOutcome>;
  waiting: string;
  overdue: boolean;
  asOf: string;
  payout: string;
  vouchers: string;
}

const t = text.reimbursements;

export function passengersText(names: readonly string[]): string {
  if (names.length === 0) return '—';
  return names.length === 1 ? (names[0] as string) : `${names[0] as string} +${names.length - 1}`;
}

export function boardRowView(row: ReimbursementRow, nowMs: number, overdueDays: number): BoardRowView {
  const outcome = refundOutcome(row.status);
  const days = outcome === 'waiting' ? daysWaiting(row, nowMs) : null;
  const parts = statusParts(row.status);
  return {
    orderNum: row.orderNum,
    parent: row.parentOrderNum ?? t.noParent,
    passengers: passengersText(row.passengers),
    amount: row.amount === null ? '—' : formatMoney(row.amount, row.currency),
    status: statusWords(row.status),
    statusLabel: parts.label,
    statusSent: parts.sent,
    outcome,
    waiting: days === null ? '' : format(t.days, { days }),
    overdue: isOverdue(row, nowMs, overdueDays),
    asOf: row.asOf ? formatDeskMoment(row.asOf, { now: nowMs }) : t.never,
    payout: serviceValue(['payGate', 'formOfPayment'], row.payout) || '—',
    vouchers: row.vouchers.length === 0 ? '' : String(row.vouchers.length),
  };
}
