import type { ArchiveDatabase } from '../open-archive';

/**
 * Runs `work` in a transaction, or inside the one already open: libsql's `transaction()` always
 * sends BEGIN, which SQLite refuses inside a transaction, and the order file composes its writes
 * (an answer, its audit entry and the payment marker commit together).
 */
export function atomically<T>(db: ArchiveDatabase, work: () => T): T {
  if (db.inTransaction) return work();
  return db.transaction(work)();
}
