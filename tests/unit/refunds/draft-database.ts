import { migrate, openArchive, type ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { ORDER_FILE_MIGRATIONS } from '../../../electron/main/archive/orders/order-file-migrations';

/**
 * An in-memory database with the order file's refund-drafts tables (its migrations 2 and 7) over an
 * `orders` table holding only the ids the drafts refer to (the drafts' tests do not read orders)
 * and the orders' exactly-once markers, from which a draft reads whether it is sent.
 */
export function draftDatabase(orderIds: readonly number[]): ArchiveDatabase {
  const markers = ORDER_FILE_MIGRATIONS[0]!.sql.match(/CREATE TABLE order_pending_writes \([\s\S]*?\) WITHOUT ROWID;/)![0];
  const db = openArchive(':memory:', [{ version: 1, name: 'orders: only the key the drafts refer to, and their markers', sql: `CREATE TABLE orders (id INTEGER PRIMARY KEY); ${markers}` }]);
  migrate(db, ORDER_FILE_MIGRATIONS.filter((migration) => migration.name.startsWith('refund drafts') || migration.name.startsWith("a refund draft's sent")));
  for (const id of orderIds) db.prepare('INSERT INTO orders (id) VALUES (?)').run(id);
  return db;
}
