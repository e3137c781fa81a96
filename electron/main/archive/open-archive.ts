import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type ArchiveDatabase = InstanceType<typeof Database>;

/**
 * Opens (creating if needed) the desk's SQLite archive and brings its schema up to date.
 * WAL keeps reads fast while a write is in progress; foreign keys are on.
 */
export function openArchive(file: string, migrations: readonly Migration[] = MIGRATIONS): ArchiveDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
  migrate(db, migrations);
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
