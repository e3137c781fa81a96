import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OrderFileStatus, OrderPayload, StorageFileStatus } from '../../../contract/domains/orders';
import type { Environment } from '../../../contract/domains/profiles';
import type { Logger } from '../../logging/logger';
import type { ArchiveDatabase } from '../open-archive';
import type { PartnerAccount } from '../migrations';
import { openWithRecovery, type RecoveryOptions } from '../open-with-recovery';
import { ORDER_FILE_MERGE_RULES } from '../recovery/merge-rules';
import { recoverableFile, type RecoverableFile } from '../recovery/recoverable-file';
import type { StorageFileKind } from '../recovery/storage-file-kind';
import { AuditLog } from './audit-log';
import { OrderFileChanges, type OrderFileChange } from './order-file-changes';
import { ORDER_FILE_MIGRATIONS } from './order-file-migrations';
import { OrderNotes } from './order-notes';
import { OrderReader } from './order-reader';
import { OrderSearch } from './order-search';
import { OrderWriter } from './order-writer';
import { PendingWrites } from './pending-writes';
import { RefundBoard } from './refund-board';
import { RefundDraftStore } from './refund-drafts';
import { SearchIndex, type PlaceNames } from './search-index';
import { SellingPrices } from './selling-prices';

export interface OrderFileOptions {
  file: string;
  logger: Logger;
  placeNames?: PlaceNames;
  now?: () => Date;
  /** How long opening waits for another program's lock (tests shorten it). */
  lockWaitMs?: number;
  /**
   * Main's profiles as the file's migrations need them: a profile id's account (environment +
   * partner id), to key orders on it (migration 5). Without it every profile reads as gone.
   */
  accountOf?: (profileId: string) => PartnerAccount | null;
}

/** The order file as recovery sees it: its schema, how its rows are matched, and its search index rebuilt from rows copied in. */
export function orderFileKind(placeNames?: PlaceNames, accountOf: (profileId: string) => PartnerAccount | null = () => null): StorageFileKind {
  return {
    name: 'orders',
    migrations: ORDER_FILE_MIGRATIONS,
    migrationContext: {
      accountOf,
      reindex: (db, orderIds) => {
        const index = new SearchIndex(db, placeNames);
        for (const id of orderIds) index.reindex(id);
      },
    },
    countedTable: 'orders',
    mergeRules: ORDER_FILE_MERGE_RULES,
    reindex: (db, added, changed) => {
      const index = new SearchIndex(db, placeNames);
      for (const id of added) index.add(id);
      for (const id of changed) index.reindex(id);
    },
  };
}

/**
 * The order file (`orders.sqlite`): every order the desk touched, in its own SQLite file, WAL, and
 * `synchronous = FULL` (an order filed survives even a power cut). Opened with recovery
 * (open-with-recovery.ts): a file SQLite finds damaged is set aside (never deleted) and what can
 * be read is salvaged; a lock or a full disk stops the start instead, the file untouched. Its
 * parts each own one concern.
 */
export class OrderFile {
  readonly db: ArchiveDatabase;
  /** The file's status at start; `recovery.status()` lists the set-aside files as they are now. */
  readonly status: StorageFileStatus;
  /** Its set-aside files, and bringing one back. */
  readonly recovery: RecoverableFile;
  readonly writer: OrderWriter;
  readonly reader: OrderReader;
  readonly search: OrderSearch;
  readonly notes: OrderNotes;
  readonly audit: AuditLog;
  readonly pending: PendingWrites;
  readonly index: SearchIndex;
  /** Refund drafts and their documents (migration 2). */
  readonly drafts: RefundDraftStore;
  /** The reimbursement board's reads (refund orders, their vouchers). */
  readonly board: RefundBoard;
  /** What the customer pays per order, as the agent entered it (migration 11), audited. */
  readonly sellingPrices: SellingPrices;
  /**
   * The funnel every write goes through: hears each committed change (the desk turns order changes
   * into `orders.changed`; the agency sync's outbox will hang here, see docs/architecture.md).
   */
  readonly changes: OrderFileChanges;

  static open(options: OrderFileOptions): OrderFile {
    const kind = orderFileKind(options.placeNames, options.accountOf);
    const recovery: RecoveryOptions = { synchronous: 'FULL', cacheMiB: 32, busyTimeoutMs: options.lockWaitMs };
    const opened = openWithRecovery(kind, options.file, options.logger, recovery, options.now);
    return new OrderFile(opened.db, opened.status, kind, options);
  }

  private constructor(db: ArchiveDatabase, status: StorageFileStatus, kind: StorageFileKind, options: OrderFileOptions) {
    this.db = db;
    this.status = status;
    this.changes = new OrderFileChanges(db);
    const recovery = recoverableFile(kind, db, status, options.logger, options.now);
    // Rows a set-aside file brings back are changes like any other: told through the funnel.
    this.recovery = {
      ...recovery,
      bringBack: (fileName) => {
        const brought = recovery.bringBack(fileName);
        if (brought && brought.changedIds.length > 0) this.changes.told({ kind: 'orders', orderIds: brought.changedIds, source: 'restored' });
        return brought;
      },
    };
    this.index = new SearchIndex(db, options.placeNames);
    this.writer = new OrderWriter(db, this.index, this.changes);
    this.reader = new OrderReader(db, (profileId) => {
      const account = options.accountOf?.(profileId);
      return account ? { ...account, profileId } : null;
    });
    this.search = new OrderSearch(db, this.reader);
    this.notes = new OrderNotes(db, this.index, this.changes);
    this.audit = new AuditLog(db, this.changes);
    this.pending = new PendingWrites(db, this.changes);
    this.drafts = new RefundDraftStore(db, this.changes);
    this.board = new RefundBoard(db);
    this.sellingPrices = new SellingPrices(db, this.audit, this.changes);
    const orphans = this.pending.markOrphansUnknown();
    if (orphans > 0) options.logger.warn('orders.pending-writes-orphaned', { count: orphans });
  }

  /**
   * One write of several parts (an answer, its audit entry and its marker) in one transaction,
   * told as one change once committed. The parts' own writes join it.
   */
  write<T>(work: () => T, changeOf: (result: T) => OrderFileChange | null): T {
    return this.changes.write(work, changeOf);
  }

  payload(payloadId: number): OrderPayload | null {
    const row = this.db.prepare('SELECT id, operation, received_at, body FROM order_payloads WHERE id = ?').get(payloadId) as
      | { id: number; operation: string; received_at: string; body: string }
      | undefined;
    return row ? { id: row.id, operation: row.operation, receivedAt: row.received_at, body: row.body } : null;
  }

  fileStatus(others: readonly StorageFileStatus[]): OrderFileStatus {
    const count = (this.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
    const profiles = this.db
      // Grouped in the order of orders_by_profile (profile_id, environment): read from that index alone.
      .prepare('SELECT profile_id, profile_name, environment, count(*) AS n FROM orders GROUP BY profile_id, environment ORDER BY environment, profile_name')
      .all() as { profile_id: string; profile_name: string; environment: Environment; n: number }[];
    return {
      files: [this.recovery.status(), ...others],
      orderCount: count,
      profiles: profiles.map((p) => ({ profileId: p.profile_id, profileName: p.profile_name, environment: p.environment, orderCount: p.n })),
    };
  }

  /**
   * A consistent copy of the whole file while the desk keeps running (`VACUUM INTO` reads one
   * snapshot, so a write during the backup is either in it or not, never half). The target must
   * not exist: a backup never overwrites anything.
   */
  backupTo(target: string): { bytes: number; orderCount: number } {
    mkdirSync(dirname(target), { recursive: true });
    this.db.prepare('VACUUM INTO ?').run(target);
    const orderCount = (this.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
    return { bytes: statSync(target).size, orderCount };
  }

  close(): void {
    this.db.close();
  }
}
