import type { SellingPriceMode } from '../../../contract/domains/selling-price';
import type { ArchiveDatabase } from '../open-archive';
import type { AuditLog, AuditRecord } from './audit-log';
import type { OrderFileChanges } from './order-file-changes';

/** One selling price as the file keeps it. */
export interface StoredSellingPrice {
  mode: SellingPriceMode;
  amount: string;
  currency: string;
  enteredAt: string;
  profileName: string;
}

/**
 * The selling prices of orders (migration 11, `order_selling_prices`): what the customer pays, as the
 * agent entered it. Every entry is a new row (the latest is the order's selling price), so what was
 * charged before a correction is still there; each comes with an audit entry in the same
 * transaction, through the door, so the change, its audit and the agency's outbox commit together.
 */
export class SellingPrices {
  private readonly s;

  constructor(
    db: ArchiveDatabase,
    private readonly audit: AuditLog,
    private readonly changes: OrderFileChanges,
  ) {
    this.s = {
      latest: db.prepare('SELECT mode, amount, currency, entered_at, profile_name FROM order_selling_prices WHERE order_id = ? ORDER BY id DESC LIMIT 1'),
      insert: db.prepare('INSERT INTO order_selling_prices (order_id, mode, amount, currency, entered_at, profile_name) VALUES (?, ?, ?, ?, ?, ?)'),
    };
  }

  current(orderId: number): StoredSellingPrice | null {
    const row = this.s.latest.get(orderId) as { mode: SellingPriceMode; amount: string; currency: string; entered_at: string; profile_name: string } | undefined;
    return row ? { mode: row.mode, amount: row.amount, currency: row.currency, enteredAt: row.entered_at, profileName: row.profile_name } : null;
  }

  /**
   * Records a new selling price and its audit entry (operation `sellingPrice.save`; the entry's code
   * says what was entered, e.g. `fee CNY 50.00`, since no service answered this change).
   */
  save(orderId: number, price: StoredSellingPrice, audit: Omit<AuditRecord, 'operation' | 'outcome' | 'code' | 'durationMs' | 'at'>): void {
    this.changes.write(
      () => {
        this.s.insert.run(orderId, price.mode, price.amount, price.currency, price.enteredAt, price.profileName);
        this.audit.append({ ...audit, at: new Date(price.enteredAt), operation: 'sellingPrice.save', outcome: 'ok', code: `${price.mode} ${price.currency} ${price.amount}`, durationMs: 0 }, [orderId]);
      },
      () => ({ kind: 'orders', orderIds: [orderId], source: 'selling-price' }),
    );
  }
}
