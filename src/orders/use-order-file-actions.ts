import { MAX_EXPORT_ORDERS, type ExportFormat, type OrderExport } from '@contract/domains/orders';
import { formatCount } from '@contract/format/desk-format';
import { describeSize } from '@contract/refunds/refund-documents';
import type { DeskError } from '@contract/result';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { filtersOf, useOrdersStore } from '../stores/orders-store';
import { format, text } from '../ui-text';
import { plural } from '../ui-text/plural';
import { offerDownload } from './offer-download';

/**
 * Back up and Export on the Orders screen. Export takes the open order, or else what the list
 * shows (the search typed and the filters chosen), and offers it as a download. Backup is main's
 * (`orders.backup`): the save dialog in Electron, the desk's backups folder in a browser; the
 * screen says where the file went.
 */
export function useOrderFileActions() {
  const desk = useDesk();
  const orders = useOrdersStore();
  const t = text.orders;

  const busy = ref<'backup' | 'export' | null>(null);
  /** What the last action did, in words (a path or a file name), or why it failed. */
  const done = ref<string | null>(null);
  const failure = ref<DeskError | null>(null);

  function begin(kind: 'backup' | 'export'): boolean {
    if (busy.value) return false;
    busy.value = kind;
    done.value = null;
    failure.value = null;
    return true;
  }

  async function backup(): Promise<void> {
    if (!begin('backup')) return;
    const answer = await desk.orders.backup({});
    busy.value = null;
    if (!answer.ok) {
      // Closing the save dialog is the agent's choice, not a failure to report.
      if (answer.error.kind !== 'cancelled') failure.value = answer.error;
      return;
    }
    const { path, bytes, orderCount, chosenBy } = answer.value;
    done.value = plural(orderCount, chosenBy === 'dialog' ? t.backedUp : t.backedUpToFolder, { size: describeSize(bytes), path });
  }

  async function exportOrders(exportFormat: ExportFormat): Promise<void> {
    const open = orders.selected;
    if (!open && orders.total === 0) {
      done.value = t.exportNothing;
      failure.value = null;
      return;
    }
    if (!begin('export')) return;
    const selection = open ? { kind: 'order' as const, orderId: open.id } : { kind: 'search' as const, query: orders.query.trim(), filters: filtersOf(orders.choice) };
    const answer = await desk.orders.export({ format: exportFormat, selection });
    busy.value = null;
    if (!answer.ok) {
      failure.value = answer.error;
      return;
    }
    offerDownload(answer.value.fileName, answer.value.mimeType, answer.value.content);
    done.value = describeExport(answer.value, open?.orderNum ?? null);
  }

  function describeExport(exported: OrderExport, orderNum: string | null): string {
    if (orderNum !== null) return format(t.exportedOrder, { orderNum, fileName: exported.fileName });
    const capped = exported.orderCount >= MAX_EXPORT_ORDERS;
    return plural(exported.orderCount, capped ? t.exportedListCapped : t.exportedList, { fileName: exported.fileName, max: formatCount(MAX_EXPORT_ORDERS) });
  }

  return { busy, done, failure, backup, exportOrders };
}
