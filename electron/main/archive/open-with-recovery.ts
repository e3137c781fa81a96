import { closeSync, existsSync, openSync, readSync, renameSync, statSync } from 'node:fs';
import type { StorageFileStatus } from '../../contract/domains/orders';
import type { Logger } from '../logging/logger';
import { say } from '../i18n/main-language';
import type { Migration } from './migrations';
import { openArchive, type ArchiveDatabase, type OpenOptions } from './open-archive';

export interface OpenedStorageFile {
  db: ArchiveDatabase;
  status: StorageFileStatus;
}

/**
 * Opens a SQLite file of the desk; when it cannot be read (not a database, corrupt, a schema that
 * will not migrate), the desk still starts: the file (with its -wal and -shm companions) is moved
 * aside under a name that says so, a fresh file is created, and the status names both, so the
 * agent is told and IT can look at the old one. Nothing is ever deleted.
 */
export function openWithRecovery(
  name: StorageFileStatus['name'],
  file: string,
  migrations: readonly Migration[],
  logger: Logger,
  options: OpenOptions = {},
  now: () => Date = () => new Date(),
): OpenedStorageFile {
  try {
    // Not a SQLite file at all: moved aside before SQLite touches it (or its -wal and -shm).
    if (!looksLikeSqlite(file)) throw new Error('file is not a database (its header is not SQLite\'s)');
    return { db: openChecked(file, migrations, options), status: { name, path: file, movedAside: null } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = now().toISOString();
    const to = `${file}.unreadable-${at.replace(/[:.]/g, '-')}`;
    try {
      for (const suffix of ['', '-wal', '-shm']) {
        if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${to}${suffix}`);
      }
    } catch (moveError) {
      // The file can be neither read nor moved (permissions, read-only disk): keep it untouched and
      // work in memory for this session, saying so, rather than refuse to start.
      logger.error('storage.unmovable', { name, file, reason, moveError: moveError instanceof Error ? moveError.message : String(moveError) });
      return { db: openArchive(':memory:', migrations), status: { name, path: ':memory:', movedAside: { to: file, reason: say(`${reason} (it could not be moved aside either, so nothing is kept after this session)`, `${reason}（也无法移到一旁，因此本次会话之后不会保留任何内容）`), at } } };
    }
    logger.error('storage.moved-aside', { name, file, to, reason });
    return { db: openChecked(file, migrations, options), status: { name, path: file, movedAside: { to, reason, at } } };
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** A missing or empty file is a new one; anything else must start with SQLite's header. */
function looksLikeSqlite(file: string): boolean {
  if (file === ':memory:' || !existsSync(file) || statSync(file).size === 0) return true;
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.equals(SQLITE_HEADER);
}

function openChecked(file: string, migrations: readonly Migration[], options: OpenOptions): ArchiveDatabase {
  const db = openArchive(file, migrations, options);
  try {
    // Reading every table's first page finds a damaged schema or header now, not on the agent's first search.
    const check = db.prepare('PRAGMA quick_check(1)').get() as { quick_check: string } | undefined;
    if (check && check.quick_check !== 'ok') throw new Error(`integrity check failed: ${check.quick_check}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
