import { basename } from 'node:path';
import type { BroughtBack } from '../../../contract/domains/orders';
import type { Logger } from '../../logging/logger';
import type { ArchiveDatabase } from '../open-archive';
import { mergeInto } from './merge-rows';
import { salvageFile } from './salvage';
import { listSetAside, markRestored, removeWithCompanions, salvagePath } from './set-aside-files';
import type { StorageFileKind } from './storage-file-kind';

export interface BringBackResult extends BroughtBack {
  /** Counted rows (orders) that are new or gained rows: for the change event. */
  changedIds: number[];
}

/**
 * Brings a set-aside file back without losing anything, from either file:
 *
 * 1. every row that can be read from it is copied into a temporary file (salvage: the set-aside
 *    file may be damaged, or from an older schema; the copy is brought up to date);
 * 2. every row of that copy the current file lacks is copied into the current file, in one
 *    transaction (merge-rows.ts: rows matched by identity, the current file's rows kept as they
 *    are, ids translated);
 * 3. the set-aside file is renamed `…restored-<time>` (kept, never deleted), so no notice names
 *    it again; the temporary copy is removed.
 *
 * A failure at any step (a full disk) leaves the current file as it was and the set-aside file
 * where it was: the agent can try again.
 */
export function bringBack(kind: StorageFileKind, file: string, db: ArchiveDatabase, fileName: string, logger: Logger, now: () => Date = () => new Date()): BringBackResult | null {
  const entry = listSetAside(file).find((candidate) => candidate.fileName === fileName);
  if (!entry) return null;
  const at = now();
  const temp = salvagePath(file, at);
  try {
    const read = salvageFile(entry.path, temp, { migrations: kind.migrations, migrationContext: kind.migrationContext, countedTable: kind.countedTable, logger });
    const merged = mergeInto(db, temp, kind.mergeRules, kind.countedTable, (outcome) => kind.reindex?.(db, outcome.addedIds, outcome.touchedIds));
    const keptAs = markRestored(entry.path, file, at);
    logger.warn('storage.brought-back', { name: kind.name, from: entry.path, keptAs, copied: merged.addedIds.length, alreadyThere: merged.alreadyThere, unreadable: read.unreadable, tables: merged.tables });
    return {
      name: kind.name,
      fileName,
      copied: merged.addedIds.length,
      alreadyThere: merged.alreadyThere,
      unreadable: read.unreadable,
      keptAs: basename(keptAs),
      changedIds: [...merged.addedIds, ...merged.touchedIds],
    };
  } finally {
    removeWithCompanions(temp);
  }
}
