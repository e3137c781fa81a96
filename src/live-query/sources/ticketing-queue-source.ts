import type { DeskApi } from '@contract/desk-api';
import type { QueuedOrder } from '@contract/domains/ticketing';
import type { LiveSource } from '../live-query';

/** What the queue says beside its rows: whether it holds fewer than are due. */
export interface QueueInfo {
  more: boolean;
}

/** The ticketing queue: the orders to pay, soonest deadline first, read whole (main caps it). */
export function ticketingQueueSource(desk: DeskApi): LiveSource<QueuedOrder, QueueInfo> {
  return {
    async first() {
      const queue = await desk.ticketing.queue();
      return queue.ok ? { ok: true, value: { rows: queue.value.rows, total: queue.value.rows.length, info: { more: queue.value.more } } } : queue;
    },
  };
}
