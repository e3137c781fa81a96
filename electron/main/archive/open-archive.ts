import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, NO_MIGRATION_CONTEXT, type Migration, type MigrationContext } from './migrations';

export type ArchiveDatabase = InstanceType<typeof Database>;

export interface OpenOptions {
  /**
   * `NORMAL` (the default) survives a crash of the desk; `FULL` also survives a power cut or an
   * OS crash at the cost of one flush per commit: the order file uses it.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** Page cache; SQLite's default (2 MiB) makes a file of 100,000 orders read its indexes from disk. */
  cacheMiB?: number;
  /**
   * How long opening waits for another connection's lock (busy_timeout) before SQLite answers
   * SQLITE_BUSY. 0 (the default) gives up at once. Only the opening waits: the wait is set back
   * to 0 once the file is open, so a write while the desk runs never blocks main's thread.
   */
  busyTimeoutMs?: number;
  /** Runs once the file is open and before its migrations (recovery's check, so a damaged file is set aside as it was found). */
  beforeMigrate?: (db: ArchiveDatabase) => void;
  /** What the migrations may ask of main (the order file's profile map). */
  migrationContext?: MigrationContext;
}

/**
 * Opens (creating if needed) one of the desk's SQLite files and brings its schema up to date.
 * WAL keeps reads fast while a write is in progress and makes a killed process lose nothing that
 * was committed; foreign keys are on.
 */
export function openArchive(file: string, migrations: readonly Migration[] = MIGRATIONS, options: OpenOptions = {}): ArchiveDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  try {
    // First, so every step of opening (journal mode included) waits for a lock the same way.
    if (options.busyTimeoutMs) db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs))}`);
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = ${options.synchronous ?? 'NORMAL'};`);
    if (options.cacheMiB) db.exec(`PRAGMA cache_size = -${Math.round(options.cacheMiB * 1024)};`);
    options.beforeMigrate?.(db);
    migrate(db, migrations, options.migrationContext);
    if (options.busyTimeoutMs) db.exec('PRAGMA busy_timeout = 0');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Applies the migrations the file lacks, all in ONE transaction with their `schema_migrations`
 * rows (and the creation of that table): a failure (disk full, a crash, a lock) leaves the file
 * exactly at its old version, never between two. `BEGIN IMMEDIATE` takes the write lock before
 * any work, so another program's lock is met here (after busy_timeout), not halfway. A
 * migration's SQL must not contain statements that commit or take effect outside the
 * transaction (PRAGMA, VACUUM, ATTACH): tests/integration/durability/migrations.test.ts checks.
 */
export function migrate(db: ArchiveDatabase, migrations: readonly Migration[], context: MigrationContext = NO_MIGRATION_CONTEXT): number[] {
  const newlyApplied: number[] = [];
  const applied = appliedVersions(db);
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((migration) => !applied.has(migration.version));
  // Set outside the transaction (a PRAGMA inside one does nothing); checked before COMMIT below.
  const foreignKeysOff = pending.some((migration) => migration.rebuildsTables) && foreignKeysOn(db);
  if (foreignKeysOff) db.exec('PRAGMA foreign_keys = OFF');
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    // Read again inside the lock: another connection may have migrated meanwhile.
    const appliedNow = appliedVersions(db);
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of pending) {
      if (appliedNow.has(migration.version)) continue;
      db.exec(migration.sql);
      migration.run?.(db, context);
      record.run(migration.version, migration.name, new Date().toISOString());
      newlyApplied.push(migration.version);
    }
    if (foreignKeysOff) {
      const broken = db.prepare('PRAGMA foreign_key_check').all() as { table: string; parent: string }[];
      if (broken.length > 0) throw new Error(`a migration left ${broken.length} rows of ${broken[0]!.table} without their ${broken[0]!.parent} row`);
    }
    db.exec('COMMIT');
  } catch (error) {
    // SQLite may already have rolled back (SQLITE_FULL can end the transaction itself).
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
    } catch {
      // The original error says what happened; a failed rollback leaves the WAL's uncommitted frames, which SQLite ignores.
    }
    throw error;
  } finally {
    if (foreignKeysOff) db.exec('PRAGMA foreign_keys = ON');
  }
  return newlyApplied;
}

function appliedVersions(db: ArchiveDatabase): Set<number> {
  const exists = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!exists) return new Set();
  return new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version));
}

function foreignKeysOn(db: ArchiveDatabase): boolean {
  return (db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys === 1;
}
