import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import type { StorageFileStatus } from '../../contract/domains/orders';
import type { Logger } from '../logging/logger';
import { wording } from '../../contract/words';
import { freeBytesAt } from '../storage/disk-space';
import type { Migration } from './migrations';
import { takeCleanShutdownMarker } from './recovery/clean-shutdown';
import { recordOpened } from './recovery/file-health';
import { openArchive, type ArchiveDatabase, type OpenOptions } from './open-archive';
import { findLockHolder } from './recovery/lock-holder';
import { classifyOpenError, DamagedFileError, errorText, reasonOf } from './recovery/open-error';
import { salvageFile } from './recovery/salvage';
import { listSetAside, moveWithCompanions, removeUnfinishedSalvage, removeWithCompanions, salvagePath, setAside, tryWriteNote } from './recovery/set-aside-files';
import { bytesNeededToOpen } from './recovery/space-needed';
import type { StorageFileKind } from './recovery/storage-file-kind';
import { cannotOpenRefusal, cannotSetAsideRefusal, diskFullRefusal, ioRefusal, lockedRefusal, type StorageStartRefusal } from './recovery/start-refusal';

export interface RecoveryOptions extends OpenOptions {
  /** How long to wait for another program's lock at start. Default: DEFAULT_LOCK_WAIT_MS. */
  busyTimeoutMs?: number;
}

export interface OpenedStorageFile {
  db: ArchiveDatabase;
  status: StorageFileStatus;
  /** Where the whole file was checked: at this start, or left to the background check (after a clean shutdown). */
  check: 'at-start' | 'background';
}

/** Long enough for another program's short write (a backup tool, a second desk starting) to end. */
export const DEFAULT_LOCK_WAIT_MS = 5000;

/**
 * Opens one of the desk's SQLite files at start. What an error means decides what happens
 * (recovery/open-error.ts):
 *
 * - SQLite says the file is damaged (not a database, corrupt, `quick_check` fails): it is set
 *   aside with its -wal and -shm (`…unreadable-<time>`, never deleted), every row that can still
 *   be read is copied into a fresh file (recovery/salvage.ts), and the desk starts.
 * - Anything else (another program's lock past the wait, a full disk, an I/O error, no
 *   permission): the file is left exactly as it is and the desk refuses to start with a
 *   `StorageStartRefusal` naming the file and what to do.
 *
 * Every start lists the files set aside earlier too, so the agent is told until they are brought
 * back (recovery/bring-back.ts).
 *
 * The whole-file check (`quick_check`, which reads every page: most of a start on a large file)
 * runs here only when the file was not closed cleanly (recovery/clean-shutdown.ts: a crash, a
 * kill, a power cut, a first start, a file changed while the desk was closed) or a migration is
 * due. After a clean shutdown it is left to the background check once the desk is up
 * (recovery/background-check.ts), which reports damage it finds and leaves the file to be set
 * aside at the next start.
 */
export function openWithRecovery(kind: StorageFileKind, file: string, logger: Logger, options: RecoveryOptions = {}, now: () => Date = () => new Date()): OpenedStorageFile {
  const openOptions: OpenOptions = { ...options, busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_LOCK_WAIT_MS, migrationContext: kind.migrationContext };
  if (file === ':memory:') return { db: openArchive(file, kind.migrations, openOptions), status: { name: kind.name, path: file, setAside: [] }, check: 'at-start' };
  removeUnfinishedSalvage(file);
  // Taken before SQLite touches the file: from here on, a crash leaves no marker.
  const closedCleanly = takeCleanShutdownMarker(file);
  let check: OpenedStorageFile['check'] = 'at-start';
  const thisStart = new Set<string>();
  let db: ArchiveDatabase;
  try {
    db = openChecked(file, kind.migrations, openOptions, logger, kind.name, closedCleanly, (deferred) => (check = deferred ? 'background' : 'at-start'));
  } catch (error) {
    if (classifyOpenError(error, diskLooksFull(file)) !== 'damaged') throw refusal(file, error, openOptions.busyTimeoutMs ?? 0);
    db = setAsideAndSalvage(kind, file, error, logger, openOptions, now, thisStart);
    check = 'at-start'; // the fresh file was checked when it was reopened
  }
  recordOpened(file, check);
  return { db, status: { name: kind.name, path: file, setAside: listSetAside(file, thisStart) }, check };
}

/** The refusal for an error that is not the file's fault. */
function refusal(file: string, error: unknown, waitedMs: number, setAsideAs?: string): StorageStartRefusal {
  const failure = classifyOpenError(error, diskLooksFull(setAsideAs ?? file));
  const reason = reasonOf(error);
  if (failure === 'locked') return lockedRefusal(file, findLockHolder(file), waitedMs, error);
  if (failure === 'disk-full') return diskFullRefusal(file, freeBytesAt(file), bytesNeededToOpen(setAsideAs ?? file), error, setAsideAs);
  if (failure === 'io') return ioRefusal(file, reason, error);
  return cannotOpenRefusal(file, reason, error);
}

function diskLooksFull(file: string): boolean {
  const free = freeBytesAt(file);
  return free !== null && free < bytesNeededToOpen(file);
}

function setAsideAndSalvage(kind: StorageFileKind, file: string, error: unknown, logger: Logger, options: OpenOptions, now: () => Date, thisStart: Set<string>): ArchiveDatabase {
  const at = now();
  const reason = wording('storageFiles.damagedBySqlite', { reason: reasonOf(error) });
  let to: string;
  try {
    to = setAside(file, at, { reason, at: at.toISOString(), salvaged: null });
  } catch (moveError) {
    logger.error('storage.unmovable', { name: kind.name, file, reason: errorText(error), moveError: errorText(moveError) });
    throw cannotSetAsideRefusal(file, reasonOf(error), errorText(moveError), moveError);
  }
  thisStart.add(to);
  logger.error('storage.set-aside', { name: kind.name, file, to, reason: errorText(error) });
  const temp = salvagePath(file, at);
  try {
    const outcome = salvageFile(to, temp, { migrations: kind.migrations, migrationContext: kind.migrationContext, countedTable: kind.countedTable, reindex: kind.reindex, logger });
    moveWithCompanions(temp, file);
    // The salvage counts are known now: the note is replaced whole (best effort, see tryWriteNote).
    tryWriteNote(to, { reason, at: at.toISOString(), salvaged: { copied: outcome.copied, unreadable: outcome.unreadable } });
  } catch (salvageError) {
    removeWithCompanions(temp);
    const failure = classifyOpenError(salvageError, diskLooksFull(to));
    if (failure === 'disk-full' || failure === 'io') {
      // No room (or no disk) to copy into: the damaged file stays set aside (the next start says
      // so and offers to bring it back), and this start stops here.
      throw refusal(file, salvageError, options.busyTimeoutMs ?? 0, to);
    }
    logger.error('storage.salvage-failed', { name: kind.name, file, from: to, error: errorText(salvageError) });
  }
  try {
    return openChecked(file, kind.migrations, options, logger, kind.name, false);
  } catch (reopenError) {
    throw refusal(file, reopenError, options.busyTimeoutMs ?? 0);
  }
}

function openChecked(
  file: string,
  migrations: readonly Migration[],
  options: OpenOptions,
  logger: Logger,
  name: StorageFileKind['name'],
  closedCleanly: boolean,
  checked: (deferred: boolean) => void = () => undefined,
): ArchiveDatabase {
  // Not a SQLite file at all: found before SQLite touches it (or its -wal and -shm).
  if (!looksLikeSqlite(file)) throw new DamagedFileError(wording('storageFiles.notSqlite'));
  return openArchive(file, migrations, {
    ...options,
    // Reading every table's pages finds a damaged page now, not on the agent's first search, and
    // before a migration writes to the file: a damaged file is set aside as it was found. After a
    // clean shutdown with no migration due, the background check reads it once the desk is up.
    beforeMigrate: (db) => {
      const deferred = closedCleanly && !migrationDue(db, migrations);
      checked(deferred);
      if (deferred) {
        logger.info('storage.quick-check-deferred', { name, reason: 'closed cleanly' });
        return;
      }
      const began = performance.now();
      const check = db.prepare('PRAGMA quick_check(1)').get() as { quick_check: string } | undefined;
      logger.info('storage.quick-check', { name, when: 'start', ms: Math.round(performance.now() - began), result: check?.quick_check ?? 'ok' });
      if (check && check.quick_check !== 'ok') throw new DamagedFileError(wording('storageFiles.integrityCheckFailed', { result: check.quick_check }));
    },
  });
}

/** Whether opening will migrate the file (a migration must never write into a file not checked first). */
function migrationDue(db: ArchiveDatabase, migrations: readonly Migration[]): boolean {
  const table = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!table) return true;
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version));
  return migrations.some((migration) => !applied.has(migration.version));
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** A missing or empty file is a new one; anything else must start with SQLite's header. */
function looksLikeSqlite(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return true;
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.equals(SQLITE_HEADER);
}
