import type { Logger } from '../../logging/logger';
import type { Migration, MigrationContext } from '../migrations';
import { migrate, openArchive, type ArchiveDatabase } from '../open-archive';
import { atomically } from '../orders/atomically';
import { DamagedFileReader, quote, type KeyGap, type Row } from './damaged-file-reader';
import { sqliteCode } from './open-error';
import type { RecordValue } from './sqlite-pages';
import { copiedTables, type CopiedTable } from './table-shapes';

export interface SalvageOptions {
  migrations: readonly Migration[];
  /** What the migrations may ask of main (the order file's profile map). */
  migrationContext?: MigrationContext;
  /** The table the agent is told about ("salvaged N orders"): `orders`, or `searches`. */
  countedTable: string;
  /** Rebuilds what is derived from the rows (the order file's search index), for the counted table's rows. */
  reindex?: (db: ArchiveDatabase, added: readonly number[], changed: readonly number[]) => void;
  logger: Logger;
}

export interface TableSalvage {
  /** Rows read through the table's B-tree. */
  read: number;
  /** Rows found on leaf pages the B-tree no longer reaches. */
  recovered: number;
  /** Rows read that the fresh file refused (a parent row that could not be read, a broken constraint). */
  refused: number;
  /** About how many rows could not be read. */
  unreadable: number;
}

export interface SalvageOutcome {
  /** Rows of the counted table now in the fresh file. */
  copied: number;
  /** About how many rows of the counted table could not be read; null when the file could not be read at all (how much it held is not known). */
  unreadable: number | null;
  tables: Record<string, TableSalvage>;
}

/**
 * Copies every row that can still be read from `source` (a damaged file, opened read-only and
 * left as it is) into a new file `target`, table by table, parents first. The new file is
 * created at the source's schema version (rows are copied column by column into the same
 * columns), then brought up to date with the migrations and its search index rebuilt from the
 * rows. A write that fails for lack of space ends the salvage with that error (the caller
 * removes the unfinished file); a row the new file refuses is counted, never forced in.
 */
export function salvageFile(source: string, target: string, options: SalvageOptions): SalvageOutcome {
  let reader: DamagedFileReader | null = null;
  try {
    reader = DamagedFileReader.open(source);
  } catch (error) {
    options.logger.warn('storage.salvage-unopenable', { source, error: String(error) });
  }
  const version = reader?.schemaVersion() ?? null;
  const db = openArchive(target, version === null ? options.migrations : options.migrations.filter((m) => m.version <= version));
  try {
    const tables: Record<string, TableSalvage> = {};
    const counted: number[] = [];
    const missingParents = new Set<string>();
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const table of copiedTables(db)) {
        tables[table.name] = reader ? copyTable(reader, db, table, options.countedTable, counted, missingParents) : { read: 0, recovered: 0, refused: 0, unreadable: 0 };
      }
      db.exec('COMMIT');
    } catch (error) {
      rollBack(db);
      throw error;
    }
    // The search index is rebuilt from every row below: a migration's own reindexing is left out.
    migrate(db, options.migrations, options.migrationContext && { accountOf: options.migrationContext.accountOf });
    if (options.reindex && counted.length > 0) atomically(db, () => options.reindex!(db, counted, []));
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const summary = tables[options.countedTable] ?? { read: 0, recovered: 0, refused: 0, unreadable: 0 };
    // Nothing at all could be read (not a database, its schema unreadable): how much it held is not known.
    const nothingRead = Object.values(tables).every((table) => table.read + table.recovered === 0);
    const unreadable = reader === null || (version === null && nothingRead) ? null : Math.max(summary.unreadable, missingParents.size);
    const outcome = { copied: counted.length, unreadable, tables };
    options.logger.warn('storage.salvaged', { source, target, version, counted: options.countedTable, copied: outcome.copied, unreadable: outcome.unreadable, tables });
    return outcome;
  } finally {
    db.close();
    reader?.close();
  }
}

function copyTable(reader: DamagedFileReader, db: ArchiveDatabase, table: CopiedTable, countedTable: string, counted: number[], missingParents: Set<string>): TableSalvage {
  const implicitRowid = !table.withoutRowid && table.aliasIndex < 0;
  const inSource = new Set(reader.columnsOf(table.name) ?? table.columns.map((column) => column.name));
  const columns = table.columns.map((column) => column.name).filter((name) => inSource.has(name));
  const listed = implicitRowid ? ['rowid', ...columns] : columns;
  const isCounted = table.name === countedTable;
  const toCounted = table.parents.filter((parent) => parent.table === countedTable).map((parent) => parent.from);
  const parentExists = db.prepare(`SELECT 1 FROM ${quote(countedTable)} WHERE rowid = ?`).raw();
  const inserts = new Map<string, ReturnType<ArchiveDatabase['prepare']>>();
  const insertOf = (names: readonly string[]) => {
    const key = names.join('\0');
    let statement = inserts.get(key);
    if (!statement) {
      statement = db.prepare(`INSERT INTO ${quote(table.name)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
      inserts.set(key, statement);
    }
    return statement;
  };
  let refused = 0;
  const put = (names: readonly string[], values: readonly RecordValue[]): boolean => {
    try {
      const info = insertOf(names).run([...values]);
      if (isCounted) counted.push(Number(info.lastInsertRowid));
      return true;
    } catch (error) {
      const code = sqliteCode(error) ?? '';
      if (!code.startsWith('SQLITE_CONSTRAINT')) throw error;
      refused += 1;
      // A row whose order could not be read tells that order existed.
      for (const column of toCounted) {
        const value = values[names.indexOf(column)];
        if (value !== undefined && value !== null && !parentExists.get([value])) missingParents.add(String(value));
      }
      return false;
    }
  };

  const reading = reader.readTable(table, listed, (row: Row) => void put(listed, row));
  let recovered = 0;
  const recoveredKeys: number[] = [];
  reader.rowsInGaps(table, reading.gaps, (rowid, values) => {
    const names = table.columns.slice(0, values.length).map((column) => column.name);
    const withRowid = implicitRowid ? ['rowid', ...names] : names;
    if (put(withRowid, implicitRowid ? [rowid, ...values] : values)) {
      recovered += 1;
      recoveredKeys.push(rowid);
    }
  });
  return { read: reading.read, recovered, refused, unreadable: estimateLost(reading.gaps, recoveredKeys) };
}

/**
 * About how many rows the gaps held that were not found on their pages: a gap between two keys
 * read is as wide as the keys it spans (the desk's tables number their rows 1, 2, 3…); one open
 * at the end is known only up to the highest key found in it, and counts at least one row.
 */
export function estimateLost(gaps: readonly KeyGap[], recovered: readonly number[]): number {
  let lost = 0;
  for (const gap of gaps) {
    const from = gap.from ?? 1;
    const inside = recovered.filter((key) => key >= from && (gap.to === null || key <= gap.to));
    if (gap.to !== null) {
      lost += Math.max(0, gap.to - from + 1 - inside.length);
    } else if (inside.length > 0) {
      lost += Math.max(0, inside.reduce((highest, key) => Math.max(highest, key), from) - from + 1 - inside.length);
    } else {
      lost += 1;
    }
  }
  return lost;
}

/** SQLite may have rolled back already (a full disk ends the transaction itself); the first error is the one to report. */
export function rollBack(db: ArchiveDatabase): void {
  try {
    if (db.inTransaction) db.exec('ROLLBACK');
  } catch {
    // See above.
  }
}
