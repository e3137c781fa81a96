import type { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { StorageStartRefusal } from '../../../electron/main/archive/recovery/start-refusal';

/**
 * The refusal opening a storage file must end in (a lock, a full disk); a file that opens instead
 * is closed again and the test fails, so no open file outlives the check.
 */
export function refusalOf(open: () => OrderFile): StorageStartRefusal {
  let opened: OrderFile;
  try {
    opened = open();
  } catch (error) {
    if (error instanceof StorageStartRefusal) return error;
    throw error;
  }
  opened.close();
  throw new Error('expected the start to be refused');
}
