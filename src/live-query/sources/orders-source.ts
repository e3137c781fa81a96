import type { DeskApi } from '@contract/desk-api';
import type { OrderFilters, OrderRow, SearchTier } from '@contract/domains/orders';
import type { LiveSource } from '../live-query';

/** Rows read per window while the agent scrolls the whole file (the list is virtualised). */
export const ORDER_PAGE = 200;
/** The first answer carries one screen of rows and no more: the list paints sooner (the rest come as it scrolls). */
const FIRST_ORDER_ROWS = 48;
/** How many results a search shows: ranked, so the ones wanted are at the top. */
const SEARCH_LIMIT = 200;

export type OrderListRow = OrderRow & { tier?: SearchTier };

/** What a search said beside its rows: whether more orders match than it returned. */
export interface OrderListInfo {
  more: boolean;
}

/**
 * The Orders list: the whole file newest first (a window at a time as it scrolls), or the ranked
 * results of the search typed (all at once, so no window reads).
 */
export function ordersSource(desk: DeskApi, wanted: () => { query: string; filters: OrderFilters }): LiveSource<OrderListRow, OrderListInfo> {
  return {
    async first() {
      const { query, filters } = wanted();
      if (query !== '') {
        const found = await desk.orders.search({ query, filters, limit: SEARCH_LIMIT });
        if (!found.ok) return found;
        return { ok: true, value: { rows: found.value.rows, total: found.value.rows.length, info: { more: found.value.more } } };
      }
      const page = await desk.orders.list({ filters, offset: 0, limit: FIRST_ORDER_ROWS });
      if (!page.ok) return page;
      return { ok: true, value: { rows: page.value.rows, total: page.value.total, info: { more: false } } };
    },
    async at(offset, limit) {
      const { query, filters } = wanted();
      // A search brings all its rows in the first answer: a window never reads the whole file under it.
      if (query !== '') return { ok: true, value: [] };
      const page = await desk.orders.list({ filters, offset, limit });
      return page.ok ? { ok: true, value: page.value.rows } : page;
    },
  };
}
