import type { ArchiveDatabase } from '../open-archive';
import type { SearchIndex } from './search-index';
import type { OrderFileChanges } from './order-file-changes';

/** The agent's private notes: one text per order, searchable, never sent upstream. */
export class OrderNotes {
  private readonly upsert;

  constructor(
    db: ArchiveDatabase,
    private readonly index: SearchIndex,
    private readonly changes: OrderFileChanges,
  ) {
    this.upsert = db.prepare(
      'INSERT INTO order_notes (order_id, text, updated_at) VALUES (?, ?, ?) ON CONFLICT (order_id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at',
    );
  }

  /** Saves the note and its search entry together: a note found by search is the note on disk. */
  save(orderId: number, text: string, at: Date): void {
    this.changes.write(
      () => {
        this.upsert.run(orderId, text, at.toISOString());
        this.index.reindexWords(orderId);
      },
      () => ({ kind: 'orders', orderIds: [orderId], source: 'note' }),
    );
  }
}
