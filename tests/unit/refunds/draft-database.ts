import { migrate, openArchive, type ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { ORDER_FILE_MIGRATIONS } from '../../../electron/main/archive/orders/order-file-migrations';

/**
 * An in-memory database with the order file's refund-drafts tables (its migration 2) over an
 * `orders` table holding only the ids the drafts refer to: the drafts' tests do not read orders.
 */
export function draftDatabase(orderIds: readonly number[]): ArchiveDatabase {
  const db = openArchive(':memory:', [{ version: 1, name: 'orders: only the key the drafts refer to', sql: 'CREATE TABLE orders (id INTEGER PRIMARY KEY)' }]);
  migrate(db, ORDER_FILE_MIGRATIONS.filter((migration) => migration.name.startsWith('refund drafts')));
  for (const id of orderIds) db.prepare('INSERT INTO orders (id) VALUES (?)').run(id);
  return db;
}
