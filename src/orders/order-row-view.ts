/**
 * What the Orders list shows of one order, in the desk's formats (docs/desk-layout.md): pure, so
 * the list's cells and its accessible label are tested without Vue.
 */
import { formatClock, formatDayMonth, formatMoney } from '@contract/format/desk-format';
import type { OrderRow, OrderStatus } from '@contract/domains/orders';
import { format, text } from '../ui-text';

export interface OrderRowView {
  orderNum: string;
  kind: string;
  status: string;
  /** `PEK-LHR 01MAR · LHR-PEK 15MAR` */
  route: string;
  passengers: string;
  amount: string;
  environment: string;
  asOf: string;
  /** One sentence for screen readers (the row's aria-label). */
  label: string;
}

const t = text.orders;

/** The desk's words for a status; one it does not know is shown as the service sent it. */
export function statusLabel(status: OrderStatus | null): string {
  if (!status) return t.noStatus;
  if (status.key) return t.status[status.key];
  const sent = status.text ?? status.code;
  return sent ? format(t.unknownStatus, { sent }) : t.noStatus;
}

/**
 * The desk's words for a status with what the service sent kept beside them when it reads
 * differently ("待支付（To be paid）"); the same words once when they agree (English "To be paid").
 */
export function statusBesideSent(status: OrderStatus): string {
  const label = statusLabel(status);
  const sent = status.text ?? status.code;
  return status.key && sent && sent !== label ? format(t.statusBesideSent, { label, sent }) : label;
}

/** An instant (ISO, UTC) on the workstation's clock: `23NOV 14:05`. */
export function formatInstant(iso: string | null): string {
  if (!iso) return t.never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDayMonth(day)} ${formatClock(`${pad(date.getHours())}:${pad(date.getMinutes())}`)}`;
}

export function routeText(row: Pick<OrderRow, 'route'>): string {
  return row.route.map((leg) => `${leg.from}-${leg.to}${leg.departDate ? ` ${formatDayMonth(leg.departDate)}` : ''}`).join(' · ');
}

export function passengersText(row: Pick<OrderRow, 'leadPassenger' | 'passengerCount'>): string {
  if (!row.leadPassenger) return '';
  return row.passengerCount > 1 ? format(t.morePassengers, { name: row.leadPassenger, more: row.passengerCount - 1 }) : row.leadPassenger;
}

export function describeOrderRow(row: OrderRow): OrderRowView {
  const view = {
    orderNum: row.orderNum,
    kind: t.kinds[row.kind],
    status: statusLabel(row.status),
    route: routeText(row),
    passengers: passengersText(row),
    amount: row.amount ? formatMoney(row.amount, row.currency) : '',
    environment: row.environment.toUpperCase(),
    asOf: row.manual && !row.asOf ? t.manual : formatInstant(row.asOf),
  };
  return { ...view, label: format(t.rowLabel, view) };
}
