/**
 * The Ancillaries screen's list: the file's ancillary orders, or an air order's. An order opened
 * from it is read from the service and filed again, so its row is redrawn from what was read (its
 * status, passenger, amount, "as of"): the list never goes on saying "not read yet" about an order
 * on screen beside it.
 */
import type { LinkedOrder, OrderRow } from '@contract/domains/orders';
import type { OrderStatus } from '@contract/domains/order-status';
import { formatDeskMoment } from '../time/desk-moment';
import { text } from '../ui-text';

export interface AncillaryListItem {
  orderNum: string;
  status: OrderStatus | null;
  parentOrderNum: string | null;
  detail: string;
}

type RowFacts = Pick<OrderRow, 'orderNum' | 'status' | 'parentOrderNum' | 'leadPassenger' | 'amount' | 'currency' | 'asOf'>;

/** A filed order: lead passenger · amount · when the service last said so. */
export function itemOfRow(row: RowFacts): AncillaryListItem {
  return {
    orderNum: row.orderNum,
    status: row.status,
    parentOrderNum: row.parentOrderNum,
    detail: [row.leadPassenger, row.amount ? `${row.currency ?? ''} ${row.amount}`.trim() : null, row.asOf ? formatDeskMoment(row.asOf) : null].filter(Boolean).join(' · '),
  };
}

/** An air order's link to one of its ancillary orders; one the file has never read says so. */
export function itemOfLink(link: LinkedOrder, airOrderNum: string): AncillaryListItem {
  return { orderNum: link.orderNum, status: link.status, parentOrderNum: airOrderNum, detail: link.id === null ? text.ancillaries.notRead : '' };
}

/**
 * The list after `opened` was read: its row redrawn in place. On the file's list a newly filed
 * order joins at the top (`addIfMissing`); an air order's list names only that order's ancillaries.
 */
export function withOpened(items: readonly AncillaryListItem[], opened: RowFacts, addIfMissing: boolean): AncillaryListItem[] {
  const fresh = itemOfRow(opened);
  const at = items.findIndex((item) => item.orderNum === opened.orderNum);
  if (at === -1) return addIfMissing ? [fresh, ...items] : [...items];
  // An air order's link knows its parent even when the ancillary's own answer leaves it out.
  return items.map((item, index) => (index === at ? { ...fresh, parentOrderNum: fresh.parentOrderNum ?? item.parentOrderNum } : item));
}
