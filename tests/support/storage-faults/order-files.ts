/**
 * Order files for the storage faults: a file of `count` orders as the desk files them (each with a
 * passenger, a segment, a PNR; every 50th with a payment marker still "sent" and a refund draft
 * whose outcome is unknown, the rows that matter most), and the same at schema version 3 (issue
 * 21: a version-3 file with 4,000 orders met a full disk in the migration to version 4).
 */
import Database from 'libsql';
import { existsSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import { migrate } from '../../../electron/main/archive/open-archive';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { ORDER_FILE_MIGRATIONS } from '../../../electron/main/archive/orders/order-file-migrations';
import { SearchIndex } from '../../../electron/main/archive/orders/search-index';
import { createMemoryLogger } from '../../../electron/main/logging/logger';

/** The order file's schema version now (what a file is migrated to on opening). */
export const LATEST_ORDER_FILE_VERSION = Math.max(...ORDER_FILE_MIGRATIONS.map((migration) => migration.version));

export const FAULT_OWNER: OrderOwner = { environment: 'production', partnerId: 'Fault+Agency/Id==', profileId: 'p-fault', profileName: 'Agency' };
/** The profiles of the desk that wrote these files, as main gives them to the order file (a version-3 file is keyed on them when it migrates). */
export const faultAccountOf = (profileId: string) => (profileId === FAULT_OWNER.profileId ? { environment: FAULT_OWNER.environment, partnerId: FAULT_OWNER.partnerId as string } : null);
const SURNAMES = ['ZHANG', 'WANG', 'LI', 'SMITH', 'GARCÍA', 'NGUYEN', 'MÜLLER', '王'];
const AIRPORTS = ['PEK', 'SHA', 'CAN', 'HKG', 'LHR', 'CDG', 'JFK', 'NRT'];

/** The i-th order's number (1-based): 18 digits, as the service numbers them. */
export function faultOrderNum(i: number): string {
  return `9170834${String(10_000_000_000 + i).slice(1)}`;
}

function factsOf(i: number): OrderFacts {
  const from = AIRPORTS[i % AIRPORTS.length]!;
  const to = AIRPORTS[(i + 3) % AIRPORTS.length]!;
  const day = `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const issued = i % 3 !== 0;
  return {
    orderNum: faultOrderNum(i),
    kind: 'air',
    orderType: 'O',
    status: { status: readOrderStatus(issued ? 'ISSED' : 'TO_BE_PAID', 'air'), inferred: false },
    pnr: `P${String(i).padStart(5, '0')}`,
    currency: 'CNY',
    amount: `${1000 + (i % 900)}.50`,
    contact: { name: 'BOOKER/ONE', email: 'booker@agency.example', telNum: '13800138000' },
    createdTime: `${day} 10:15:00`,
    passengers: [
      { passengerIndex: 1, type: 'ADT', lastName: SURNAMES[i % SURNAMES.length]!, firstName: `GIVEN${i}`, sex: 'M', birthday: '1980-01-01', nationality: 'CN', cardType: 'P', cardNum: `E${1_000_000 + i}`, cardExpiredDate: '2031-01-01' },
    ],
    segments: [
      {
        segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: String(100 + (i % 900)), operatingAirline: null, operatingFlightNum: null,
        departure: from, arrival: to, departureTerminal: null, arrivalTerminal: null, departureDate: day, departureTime: '13:05', arrivalDate: day, arrivalTime: '17:10',
        flyingMinutes: 245, cabinClass: 'ECONOMY', bookingCode: 'Y', equipment: '320', codeShare: false,
      },
    ],
    tickets: issued ? [{ passengerIndex: 1, segmentNo: 1, ticketNum: `999-${String(1_000_000_000 + i)}` }] : [],
  };
}

/** Files orders `first`…`first + count - 1` into an open order file, 500 a transaction, with their markers and drafts. */
export function fileFaultOrders(orderFile: OrderFile, count: number, first = 1): void {
  for (let start = first; start < first + count; start += 500) {
    const batch: OrderFacts[] = [];
    for (let i = start; i < Math.min(start + 500, first + count); i++) batch.push(factsOf(i));
    orderFile.db.transaction(() => orderFile.writer.file({ source: 'order-detail', owner: FAULT_OWNER, at: new Date('2026-02-01T02:00:00Z'), fromService: true, orders: batch }))();
  }
  // A draft of outcome unknown: its order's refund marker says so (and, in a file from before
  // migration 7, the draft's own phase too).
  const phaseStored = hasDraftPhase(orderFile.db);
  const draft = orderFile.db.prepare(
    `INSERT INTO refund_drafts (order_id, ${phaseStored ? 'phase, ' : ''}form_json, sent_request_json, request_id, sent_at, created_at, updated_at) VALUES (?, ${phaseStored ? "'outcome-unknown', " : ''}'{}', '{"orderNum":"x"}', ?, '2026-02-02T08:00:00.000Z', '2026-02-02T07:00:00.000Z', '2026-02-02T08:00:00.000Z')`,
  );
  for (let i = first; i < first + count; i++) {
    if (i % 50 !== 0) continue;
    const id = orderFile.reader.findId(FAULT_OWNER, faultOrderNum(i))!;
    const sentAt = new Date('2026-02-02T08:00:00Z');
    orderFile.pending.claim(id, 'ticketing', `req-${i}`, sentAt);
    orderFile.pending.claim(id, 'refundRequest', `refund-${i}`, sentAt);
    orderFile.pending.outcomeUnknown(id, 'refundRequest', `refund-${i}`);
    draft.run(id, `refund-${i}`);
  }
}

/** A current order file of `count` orders, its WAL folded in (so every page is in the file). */
export function writeOrderFile(file: string, count: number): void {
  const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
  try {
    fileFaultOrders(orderFile, count);
    orderFile.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    orderFile.close();
  }
}

const DRAFT_PHASE_FROM_MARKER = `CASE WHEN t.outcome_json IS NOT NULL THEN 'done' ELSE coalesce((SELECT p.state FROM current.order_pending_writes p WHERE p.order_id = t.order_id AND p.operation = 'refundRequest' AND p.request_id = t.request_id), 'editing') END`;

/**
 * The same orders in a file at schema version 3, as a version-3 desk wrote it: the current status
 * in the history too (version 4 moved it into the order row), the search tables filled. Built
 * from a current file in `scratch`, table by table into the version-3 schema.
 */
export function writeVersion3OrderFile(file: string, count: number, scratch: string): void {
  if (existsSync(scratch)) rmSync(scratch);
  writeOrderFile(scratch, count);
  const db = new Database(file);
  try {
    db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON');
    migrate(db, ORDER_FILE_MIGRATIONS.filter((migration) => migration.version <= 3));
    db.prepare('ATTACH DATABASE ? AS current').run(scratch);
    db.exec('BEGIN');
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'order_ids_fts%' AND name NOT LIKE 'order_text_fts%'").pluck().all() as string[];
    for (const table of ['orders', ...tables.filter((name) => name !== 'orders')]) {
      const names = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
      const columns = names.map((name) => `"${name}"`).join(', ');
      // A draft's phase, stored before migration 7, is what the current file reads from its marker.
      const values = names.map((name) => (table === 'refund_drafts' && name === 'phase' ? DRAFT_PHASE_FROM_MARKER : `t."${name}"`)).join(', ');
      db.exec(`INSERT INTO main."${table}" (${columns}) SELECT ${values} FROM current."${table}" t`);
    }
    db.exec(`INSERT INTO order_status_history (order_id, status_code, status_text, status_key, status_group, seen_at, source, inferred)
             SELECT id, status_code, status_text, status_key, status_group, COALESCE(status_seen_at, updated_at), COALESCE(status_source, source), status_inferred FROM current.orders`);
    const index = new SearchIndex(db);
    for (const id of db.prepare('SELECT id FROM orders').pluck().all() as number[]) index.add(id);
    db.exec('COMMIT');
    db.exec('DETACH DATABASE current');
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
    rmSync(scratch, { force: true });
  }
}

/** The file's schema version and its orders, read without the desk (so reading changes nothing). */
export function readOrderFileFacts(file: string): { version: number; orders: number; sentMarkers: number; unknownDrafts: number } {
  const db = new Database(`${pathToFileURL(file).href}?mode=ro`);
  try {
    // libsql's pluck() applies to all(), not get().
    const one = (sql: string) => (db.prepare(sql).raw().get() as [number])[0];
    return {
      version: one('SELECT max(version) FROM schema_migrations'),
      orders: one('SELECT count(*) FROM orders'),
      sentMarkers: one("SELECT count(*) FROM order_pending_writes WHERE state IN ('sent', 'outcome-unknown')"),
      unknownDrafts: hasDraftPhase(db)
        ? one("SELECT count(*) FROM refund_drafts WHERE phase = 'outcome-unknown'")
        : one("SELECT count(*) FROM refund_drafts d JOIN order_pending_writes p ON p.order_id = d.order_id AND p.operation = 'refundRequest' AND p.request_id = d.request_id WHERE d.outcome_json IS NULL AND p.state = 'outcome-unknown'"),
    };
  } finally {
    db.close();
  }
}

/** Files before migration 7 keep a refund draft's phase in the draft; later ones read it from the marker. */
function hasDraftPhase(db: { prepare: (sql: string) => { all: () => unknown[] } }): boolean {
  return (db.prepare('PRAGMA table_info(refund_drafts)').all() as { name: string }[]).some((column) => column.name === 'phase');
}
