import type { ArchiveDatabase } from '../open-archive';

/**
 * Runs `work` in a transaction, or inside the one already open: libsql's `transaction()` always
 * sends BEGIN, which SQLite refuses inside a transaction, and the order file composes its writes
 * (an answer, its audit entry and the payment marker commit together).
 *
 * BEGIN/COMMIT are sent here rather than through libsql's `transaction()`: on a full disk SQLite
 * rolls the transaction back by itself when COMMIT fails, libsql's wrapper then sends ROLLBACK
 * anyway, and its "cannot rollback - no transaction is active" replaces the real SQLITE_FULL (so
 * the agent would read "unexpected problem" instead of "the disk is full").
 */
export function atomically<T>(db: ArchiveDatabase, work: () => T): T {
  if (db.inTransaction) return work();
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.inTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // The first error is the one that explains what happened.
      }
    }
    throw error;
  }
}
