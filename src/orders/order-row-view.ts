/**
 * What the Orders list shows of one order, in the desk's formats (docs/desk-layout.md): pure, so
 * the list's cells are tested without Vue. A row is named by these cells (VirtualListbox).
 */
import { formatMoney } from '@contract/format/desk-format';
import { formatTravelDate } from '@contract/format/travel-date';
import type { OrderRow, OrderStatus } from '@contract/domains/orders';
import { formatDeskMoment } from '../time/desk-moment';
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

/** A moment the desk recorded (as of, seen, saved, sent), in the desk's one wording: `today 14:05`, `23NOV 14:05` (src/time/desk-moment.ts). */
export function formatInstant(iso: string | null): string {
  return iso ? formatDeskMoment(iso) : t.never;
}

export function routeText(row: Pick<OrderRow, 'route'>): string {
  return row.route.map((leg) => `${leg.from}-${leg.to}${leg.departDate ? ` ${formatTravelDate(leg.departDate)}` : ''}`).join(' · ');
}

export function passengersText(row: Pick<OrderRow, 'leadPassenger' | 'passengerCount'>): string {
  if (!row.leadPassenger) return '';
  return row.passengerCount > 1 ? format(t.morePassengers, { name: row.leadPassenger, more: row.passengerCount - 1 }) : row.leadPassenger;
}

export function describeOrderRow(row: OrderRow): OrderRowView {
  return {
    orderNum: row.orderNum,
    kind: t.kinds[row.kind],
    status: statusLabel(row.status),
    route: routeText(row),
    passengers: passengersText(row),
    amount: row.amount ? formatMoney(row.amount, row.currency) : '',
    environment: row.environment.toUpperCase(),
    asOf: row.manual && !row.asOf ? t.manual : formatInstant(row.asOf),
  };
}
