import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type ArchiveDatabase = InstanceType<typeof Database>;

export interface OpenOptions {
  /**
   * `NORMAL` (the default) survives a crash of the desk; `FULL` also survives a power cut or an
   * OS crash at the cost of one flush per commit: the order file uses it.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** Page cache; SQLite's default (2 MiB) makes a file of 100,000 orders read its indexes from disk. */
  cacheMiB?: number;
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
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = ${options.synchronous ?? 'NORMAL'};`);
    if (options.cacheMiB) db.exec(`PRAGMA cache_size = -${Math.round(options.cacheMiB * 1024)};`);
    migrate(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export function migrate(db: ArchiveDatabase, migrations: readonly Migration[]): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version));
  const newlyApplied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    })();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
