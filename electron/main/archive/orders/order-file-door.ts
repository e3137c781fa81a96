import type { OrderFile } from './order-file';

/**
 * The order file's door in its two halves (Signal's readable/writable SQL interfaces are the model).
 *
 * `ReadableOrderFile`: the parts that only read (lists, search, one order's detail, the board, a
 * payload, the file's status). Desk code that only shows orders takes this type, so a write cannot
 * creep into it without changing the type it asks for, and reviewers see which services write.
 *
 * The writable half is the whole door (`OrderFile`): every write part (answers, contact and manual entry, notes,
 * the exactly-once markers, refund drafts, `write()` to compose them) runs through the one funnel
 * that tells each committed change and records it for the agency's outbox in its own transaction
 * (order-file-changes.ts).
 *
 * tests/unit/archive/order-file-door.test.ts holds both: the readable half has no write part, and
 * the read parts' sources hold no INSERT/UPDATE/DELETE.
 */
export type ReadableOrderFile = Pick<OrderFile, 'reader' | 'search' | 'board' | 'payload' | 'fileStatus'>;

/**
 * The readable half of an open order file as an object of its own: a service given it holds no
 * write part at all, not only none in its type.
 */
export function readableHalf(orderFile: OrderFile): ReadableOrderFile {
  return {
    reader: orderFile.reader,
    search: orderFile.search,
    board: orderFile.board,
    payload: (payloadId) => orderFile.payload(payloadId),
    fileStatus: (others) => orderFile.fileStatus(others),
  };
}
