import Database from 'libsql';
import { pathToFileURL } from 'node:url';
import type { ArchiveDatabase } from '../open-archive';
import { quote } from './damaged-file-reader';
import { sqliteCode } from './open-error';
import { rollBack } from './salvage';
import { copiedTables, type CopiedTable } from './table-shapes';

export type RowValues = Record<string, unknown>;

/** How a table's rows are told apart across two files, and what changes when one is brought back. */
export interface MergeRule {
  /** Columns (after the ids of parent rows are translated) that make two rows the same row. */
  identity: readonly string[];
  /** When a row's identity depends on its values (an order of no known account is its profile's): the columns for that row. */
  identityOf?: (row: RowValues) => readonly string[];
  /** Changes a row about to be copied (e.g. a payment marker of a desk that is gone: outcome unknown). */
  adjust?: (row: RowValues) => void;
}

export interface MergeOutcome {
  /** Rows of the counted table copied in, by their id in the current file. */
  addedIds: number[];
  /** Rows of the counted table the current file already had. */
  alreadyThere: number;
  /** Rows of the counted table (copied or already there) that gained a row of another table: their derived data (search) is rebuilt. */
  touchedIds: number[];
  /** Per table: rows copied in, rows already there, rows left out (their parent row is in neither file, or a constraint refused them). */
  tables: Record<string, { added: number; alreadyThere: number; leftOut: number }>;
}

/**
 * Copies into `db` (the current file, open) every row of `source` (a healthy file of the same
 * schema) that `db` lacks, in one transaction: all of it or nothing. Rows are matched by their
 * identity (`rules`), never by their numeric id, since both files numbered their rows from 1: a
 * row the current file has keeps its current content, and the source's rows that point to it
 * (history, notes, markers) are attached to it. A copied row keeps its id when the current file
 * has not used it, else gets a new one, and the rows pointing to it follow.
 */
export function mergeInto(
  db: ArchiveDatabase,
  source: string,
  rules: Readonly<Record<string, MergeRule>>,
  countedTable: string,
  /** Runs inside the transaction, before it commits (the search index of the rows copied in). */
  beforeCommit?: (outcome: MergeOutcome) => void,
): MergeOutcome {
  const tables = copiedTables(db);
  for (const table of tables) if (!rules[table.name]) throw new Error(`no merge rule for table ${table.name}`);
  const from = new Database(`${pathToFileURL(source).href}?mode=ro`);
  const idMaps = new Map<string, Map<number, number>>();
  const outcome: MergeOutcome = { addedIds: [], alreadyThere: 0, touchedIds: [], tables: {} };
  const touched = new Set<number>();
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const table of tables) outcome.tables[table.name] = mergeTable(db, from, table, rules[table.name]!, idMaps, countedTable, outcome, touched);
      const added = new Set(outcome.addedIds);
      outcome.touchedIds = [...touched].filter((id) => !added.has(id));
      beforeCommit?.(outcome);
      db.exec('COMMIT');
    } catch (error) {
      rollBack(db);
      throw error;
    }
  } finally {
    from.close();
  }
  return outcome;
}

function mergeTable(
  db: ArchiveDatabase,
  from: InstanceType<typeof Database>,
  table: CopiedTable,
  rule: MergeRule,
  idMaps: Map<string, Map<number, number>>,
  countedTable: string,
  outcome: MergeOutcome,
  touched: Set<number>,
): { added: number; alreadyThere: number; leftOut: number } {
  const sourceColumns = new Set((from.prepare('SELECT name FROM pragma_table_info(?)').all(table.name) as { name: string }[]).map((column) => column.name));
  if (sourceColumns.size === 0) return { added: 0, alreadyThere: 0, leftOut: 0 };
  const columns = table.columns.map((column) => column.name).filter((name) => sourceColumns.has(name));
  const alias = table.aliasIndex >= 0 ? table.columns[table.aliasIndex]!.name : null;
  const idMap = new Map<number, number>();
  if (alias) idMaps.set(table.name, idMap);
  // Parent ids to translate: a foreign key to a parent's own numeric id (its INTEGER PRIMARY KEY).
  const translated = table.parents
    .map((parent) => ({ column: parent.from, map: idMaps.get(parent.table), parent: parent.table }))
    .filter((link): link is { column: string; map: Map<number, number>; parent: string } => link.map !== undefined);
  // raw(): libsql's pluck() applies to all() only.
  const finders = new Map<string, ReturnType<ArchiveDatabase['prepare']>>();
  const finderFor = (identity: readonly string[]) => {
    const key = identity.join('\n');
    let finder = finders.get(key);
    if (!finder) {
      finder = db.prepare(`SELECT ${alias ? quote(alias) : '1'} FROM ${quote(table.name)} WHERE ${identity.map((name) => `${quote(name)} IS ?`).join(' AND ')} LIMIT 1`).raw();
      finders.set(key, finder);
    }
    return finder;
  };
  const idTaken = alias ? db.prepare(`SELECT 1 FROM ${quote(table.name)} WHERE rowid = ?`).raw() : null;
  const insert = (names: readonly string[]) => db.prepare(`INSERT INTO ${quote(table.name)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
  const withId = insert(columns);
  const withoutId = alias ? insert(columns.filter((name) => name !== alias)) : withId;
  const counts = { added: 0, alreadyThere: 0, leftOut: 0 };
  const toCounted = table.parents.filter((parent) => parent.table === countedTable).map((parent) => parent.from);

  // In the order they were written (a WITHOUT ROWID table has no rowid: its key order).
  const order = table.withoutRowid ? table.columns.filter((column) => column.primaryKey > 0).sort((a, b) => a.primaryKey - b.primaryKey).map((column) => quote(column.name)).join(', ') : 'rowid';
  for (const source of from.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table.name)} ORDER BY ${order}`).iterate() as Iterable<RowValues>) {
    const row: RowValues = {};
    for (const name of columns) row[name] = source[name];
    let orphan = false;
    for (const link of translated) {
      const value = row[link.column];
      if (value === null || value === undefined) continue;
      const mapped = link.map.get(Number(value));
      if (mapped === undefined) orphan = true;
      else row[link.column] = mapped;
    }
    if (orphan) {
      counts.leftOut += 1;
      continue;
    }
    rule.adjust?.(row);
    const identity = rule.identityOf?.(row) ?? rule.identity;
    const existing = (finderFor(identity).get(identity.map((name) => row[name] ?? null)) as [number] | undefined)?.[0];
    const oldId = alias ? Number(row[alias]) : null;
    if (existing !== undefined) {
      if (alias && oldId !== null) idMap.set(oldId, Number(existing));
      counts.alreadyThere += 1;
      if (table.name === countedTable) outcome.alreadyThere += 1;
      continue;
    }
    try {
      let info;
      if (alias && oldId !== null && !idTaken!.get([oldId])) info = withId.run(columns.map((name) => row[name] ?? null));
      else info = withoutId.run(columns.filter((name) => name !== alias).map((name) => row[name] ?? null));
      const newId = Number(info.lastInsertRowid);
      if (alias && oldId !== null) idMap.set(oldId, newId);
      counts.added += 1;
      if (table.name === countedTable) outcome.addedIds.push(newId);
      for (const column of toCounted) if (typeof row[column] === 'number') touched.add(row[column] as number);
    } catch (error) {
      if (!(sqliteCode(error) ?? '').startsWith('SQLITE_CONSTRAINT')) throw error;
      counts.leftOut += 1;
    }
  }
  return counts;
}
