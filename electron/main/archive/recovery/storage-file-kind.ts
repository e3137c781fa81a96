import type { StorageFileStatus } from '../../../contract/domains/orders';
import type { Migration, MigrationContext } from '../migrations';
import type { ArchiveDatabase } from '../open-archive';
import type { MergeRule } from './merge-rows';

/** One kind of the desk's SQLite files: its name, its schema, and how its rows are recovered and brought back. */
export interface StorageFileKind {
  name: StorageFileStatus['name'];
  migrations: readonly Migration[];
  /** What its migrations may ask of main (the order file's profile map); none by default. */
  migrationContext?: MigrationContext;
  /** The table whose rows the agent is told about ("salvaged N orders"): `orders`, `searches`. */
  countedTable: string;
  /** How each table's rows are matched when a set-aside file is brought back (every table needs one). */
  mergeRules: Readonly<Record<string, MergeRule>>;
  /**
   * Rebuilds what is derived from rows (the order file's search index). `added`: rows new to the
   * file (no entry yet); `changed`: rows that had one and gained rows of other tables.
   */
  reindex?: (db: ArchiveDatabase, added: readonly number[], changed: readonly number[]) => void;
}
