import type { ArchiveDatabase } from '../open-archive';
import type { TableShape } from './damaged-file-reader';

export interface CopiedTable extends TableShape {
  /** Tables its foreign keys point to, and by which of its columns. */
  parents: { table: string; from: string; to: string | null }[];
}

/**
 * The tables whose rows are copied between two files of the same schema, parents before the
 * tables that refer to them. Left out: SQLite's own, `schema_migrations` (each file records its
 * own), and virtual tables with their shadow tables: the search index is rebuilt from the rows,
 * never copied (its pages are the likeliest to be inconsistent with them).
 */
export function copiedTables(db: ArchiveDatabase): CopiedTable[] {
  const list = db.prepare("SELECT name, type, wr FROM pragma_table_list WHERE schema = 'main'").all() as { name: string; type: string; wr: number }[];
  const virtual = list.filter((table) => table.type === 'virtual').map((table) => table.name);
  const tables = list.filter(
    (table) => table.type === 'table' && !table.name.startsWith('sqlite_') && table.name !== 'schema_migrations' && !virtual.some((name) => table.name.startsWith(`${name}_`)),
  );
  const shapes = tables.map((table): CopiedTable => {
    const columns = (db.prepare('SELECT name, type, "notnull" AS not_null, dflt_value, pk FROM pragma_table_info(?)').all(table.name) as { name: string; type: string; not_null: number; dflt_value: string | null; pk: number }[]).map(
      (column) => ({ name: column.name, type: column.type.toUpperCase(), notNull: column.not_null === 1, hasDefault: column.dflt_value !== null, primaryKey: column.pk }),
    );
    const keyColumns = columns.filter((column) => column.primaryKey > 0);
    const aliasIndex = table.wr === 0 && keyColumns.length === 1 && keyColumns[0]!.type === 'INTEGER' ? columns.indexOf(keyColumns[0]!) : -1;
    const parents = (db.prepare('SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)').all(table.name) as { table: string; from: string; to: string | null }[]).map((fk) => ({ table: fk.table, from: fk.from, to: fk.to }));
    return { name: table.name, columns, withoutRowid: table.wr === 1, aliasIndex, parents };
  });
  return parentsFirst(shapes);
}

function parentsFirst(tables: CopiedTable[]): CopiedTable[] {
  const ordered: CopiedTable[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) => table.parents.every((parent) => parent.table === table.name || placed.has(parent.table) || !tables.some((t) => t.name === parent.table)));
    // A cycle (none in the desk's schemas) is broken by taking the next table as it comes.
    const [next] = remaining.splice(index >= 0 ? index : 0, 1);
    ordered.push(next!);
    placed.add(next!.name);
  }
  return ordered;
}
