import type { DeskApi } from '@contract/desk-api';
import type { BoardCursor, ReimbursementRow } from '@contract/domains/reimbursements';
import type { LivePage, LiveSource } from '../live-query';

/** The first page: more than a 1920×1080 list shows, so the board opens on real rows at once. */
const FIRST_PAGE_ROWS = 100;
/** The pages after it: each a short task for main (a few ms), so a screen the agent opens meanwhile is not kept waiting behind it. */
const PAGE_ROWS = 250;

/** What the board's pages say beside their rows: the environment read and when. */
export interface BoardInfo {
  environment: string;
  readAt: string;
}

/** The reimbursement board: every refund order, oldest request first, a page at a time; changed rows read again by id. */
export function reimbursementBoardSource(desk: DeskApi): LiveSource<ReimbursementRow, BoardInfo, BoardCursor> {
  const asPage = (page: { rows: ReimbursementRow[]; total: number; environment: string; readAt: string; next: BoardCursor | null }): LivePage<ReimbursementRow, BoardInfo, BoardCursor> => ({
    rows: page.rows,
    total: page.total,
    info: { environment: page.environment, readAt: page.readAt },
    next: page.next,
  });
  return {
    async first() {
      const page = await desk.reimbursements.page({ count: FIRST_PAGE_ROWS });
      return page.ok ? { ok: true, value: asPage(page.value) } : page;
    },
    async after(cursor) {
      const page = await desk.reimbursements.page({ count: PAGE_ROWS, after: cursor });
      return page.ok ? { ok: true, value: asPage(page.value) } : page;
    },
    // Orders that are not refunds come back absent.
    rowsOf: (orderIds) => desk.reimbursements.rows({ orderIds: [...orderIds] }),
  };
}
