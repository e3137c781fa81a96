import Database from 'libsql';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { freelistPages, geometry, tableLeafCells, treePages, type FileGeometry, type RecordValue } from './sqlite-pages';

type Connection = InstanceType<typeof Database>;
type Statement = ReturnType<Connection['prepare']>;

export interface ColumnShape {
  name: string;
  /** The declared type, upper case ('' when none). */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  /** 1-based position in the primary key, 0 when not part of it. */
  primaryKey: number;
}

/** A table as the fresh file declares it (the shape rows are checked against). */
export interface TableShape {
  name: string;
  columns: ColumnShape[];
  withoutRowid: boolean;
  /** The INTEGER PRIMARY KEY column (the rowid itself), or -1. */
  aliasIndex: number;
}

/**
 * Keys of the table's first key column (the rowid, or a WITHOUT ROWID table's first primary key
 * column) that may hold rows that could not be read: `from`..`to`, either end open (null).
 */
export interface KeyGap {
  from: number | null;
  to: number | null;
}

export interface TableReading {
  /** Rows read through the table's B-tree. */
  read: number;
  gaps: KeyGap[];
}

/** A row as read: values in the order of the columns asked for. */
export type Row = RecordValue[];

const BATCH = 256;
const MIN_KEY = Number.MIN_SAFE_INTEGER;
const MAX_KEY = Number.MAX_SAFE_INTEGER;

/**
 * Reads what can still be read of a damaged SQLite file, opened read-only (the file is kept as
 * it is). Two passes per table:
 *
 * 1. Through the table's own B-tree, in key order, `NOT INDEXED` (a damaged index must not hide
 *    rows). A batch that fails is read again one row at a time up to the failure; then either
 *    that one row is unreadable (its key still reads: it alone is skipped) or a page is: the
 *    next key that can be reached is found by galloping (1, 2, 4… keys on) and bisecting, and
 *    the keys between are recorded as a gap. Each step moves strictly forward, so a damaged file
 *    always ends.
 * 2. For gaps of a rowid table, every table leaf page of the file is read directly
 *    (sqlite-pages.ts): a damaged interior page hides whole leaves that are themselves intact,
 *    and a damaged first page hides the whole file from SQLite.
 *    A cell is taken when its rowid lies in a gap and its record fits the table's columns (count,
 *    types, NOT NULL). Pages on the freelist are skipped (they may hold deleted rows).
 */
export class DamagedFileReader {
  private constructor(
    private readonly db: Connection,
    private readonly file: string,
  ) {}

  static open(file: string): DamagedFileReader {
    // `readonly` is not an option libsql honours; SQLite's own URI parameter is.
    return new DamagedFileReader(new Database(`${pathToFileURL(file).href}?mode=ro`), file);
  }

  /** The highest schema version the file recorded, or null when that cannot be read. */
  schemaVersion(): number | null {
    try {
      const row = this.db.prepare('SELECT max(version) FROM schema_migrations').raw().get() as [number | null] | undefined;
      return typeof row?.[0] === 'number' ? row[0] : null;
    } catch {
      return null;
    }
  }

  /** The columns the file's own schema gives the table; null when it has no such table or its schema cannot be read. */
  columnsOf(table: string): string[] | null {
    try {
      const rows = this.db.prepare(`SELECT name FROM pragma_table_info(?)`).raw().all(table) as [string][];
      return rows.length > 0 ? rows.map((row) => row[0]) : null;
    } catch {
      return null;
    }
  }

  readTable(shape: TableShape, columns: readonly string[], deliver: (row: Row) => void): TableReading {
    return new TableScan(this.db, shape, columns, deliver).run();
  }

  /**
   * Rows of `shape` whose rowid lies in one of `gaps`, read from the table leaf pages directly.
   * Values come in the order of `shape.columns` (a row written before a column was added has
   * fewer: the rest take their defaults).
   */
  rowsInGaps(shape: TableShape, gaps: readonly KeyGap[], deliver: (rowid: number, values: RecordValue[]) => void): number {
    if (shape.withoutRowid || gaps.length === 0) return 0;
    const pages = this.pageSource();
    if (!pages) return 0;
    const owners = this.pageOwners(pages);
    const taken = new Set<number>();
    let found = 0;
    for (const [pgno, data] of pages.all()) {
      if (pages.free.has(pgno)) continue;
      // A leaf another table's tree still reaches is that table's, whatever its rows look like.
      const owner = owners.get(pgno);
      if (owner !== undefined && owner !== shape.name) continue;
      for (const cell of tableLeafCells(pgno, data, pages.geometry, pages.page)) {
        if (taken.has(cell.rowid) || !gaps.some((gap) => inGap(gap, cell.rowid)) || !fits(shape, cell.values)) continue;
        taken.add(cell.rowid);
        const values = cell.values.slice();
        if (shape.aliasIndex >= 0) values[shape.aliasIndex] = cell.rowid;
        deliver(cell.rowid, values);
        found += 1;
      }
    }
    return found;
  }

  /** Which tree each reachable page belongs to, from the roots the schema names (none when the schema cannot be read). */
  private pageOwners(pages: PageSource): Map<number, string> {
    const owners = new Map<number, string>();
    let roots: [string, number][];
    try {
      roots = [['sqlite_schema', 1], ...(this.db.prepare('SELECT name, rootpage FROM sqlite_schema WHERE rootpage > 0').raw().all() as [string, number][])];
    } catch {
      return owners;
    }
    for (const [name, root] of roots) {
      for (const pgno of treePages(root, pages.page)) if (!owners.has(pgno)) owners.set(pgno, name);
    }
    return owners;
  }

  /**
   * The file's pages: through SQLite (sqlite_dbpage, which sees the WAL too), or, when SQLite
   * cannot read the file at all (its first page is damaged: "not a database"), straight from the
   * file with the desk's page size. The freelist is known only from a readable first page.
   */
  private pageSource(): PageSource | null {
    try {
      const pageOf = this.db.prepare('SELECT data FROM sqlite_dbpage WHERE pgno = ?').raw();
      const read = (pgno: number) => {
        try {
          return toBytes((pageOf.get(pgno) as [unknown] | undefined)?.[0]);
        } catch {
          return null;
        }
      };
      const page1 = read(1);
      const file = page1 ? geometry(page1) : null;
      if (page1 && file) {
        const all = this.db.prepare('SELECT pgno, data FROM sqlite_dbpage').raw();
        return {
          geometry: file,
          page: read,
          free: freelistPages(read, page1),
          *all() {
            try {
              for (const [pgno, data] of all.iterate() as Iterable<[number, unknown]>) {
                const bytes = toBytes(data);
                if (bytes) yield [pgno, bytes] as [number, Uint8Array];
              }
            } catch {
              // A page the pager itself cannot read ends the pass; what was found is kept.
            }
          },
        };
      }
    } catch {
      // SQLite cannot read the file's pages: read them from the file itself.
    }
    return rawPages(this.file);
  }

  close(): void {
    this.db.close();
  }
}

interface PageSource {
  geometry: FileGeometry;
  page: (pgno: number) => Uint8Array | null;
  free: ReadonlySet<number>;
  all(): Iterable<[number, Uint8Array]>;
}

/** The desk's files use SQLite's default page size; a file whose header is gone is read with it. */
const DEFAULT_PAGE_SIZE = 4096;

function rawPages(file: string): PageSource | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  const size = fstatSync(fd).size;
  const header = Buffer.alloc(100);
  readSync(fd, header, 0, 100, 0);
  const known = geometry(header);
  const pageSize = known?.pageSize ?? DEFAULT_PAGE_SIZE;
  const count = Math.floor(size / pageSize);
  const page = (pgno: number) => {
    if (pgno < 1 || pgno > count) return null;
    const bytes = Buffer.alloc(pageSize);
    readSync(fd, bytes, 0, pageSize, (pgno - 1) * pageSize);
    return bytes;
  };
  return {
    geometry: known ?? { pageSize, usable: pageSize },
    page,
    free: new Set(),
    *all() {
      try {
        for (let pgno = 1; pgno <= count; pgno++) yield [pgno, page(pgno)!] as [number, Uint8Array];
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** libsql answers a BLOB as an ArrayBuffer. */
function toBytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return null;
}

function inGap(gap: KeyGap, key: number): boolean {
  return (gap.from === null || key >= gap.from) && (gap.to === null || key <= gap.to);
}

/** Whether a record can be a row of the table: not more values than columns, each of a type its column holds. */
function fits(shape: TableShape, values: readonly RecordValue[]): boolean {
  if (values.length === 0 || values.length > shape.columns.length) return false;
  for (let i = 0; i < shape.columns.length; i++) {
    const column = shape.columns[i]!;
    if (i === shape.aliasIndex) {
      if (i < values.length && values[i] !== null) return false;
      continue;
    }
    if (i >= values.length) {
      if (column.notNull && !column.hasDefault) return false;
      continue;
    }
    const value = values[i];
    if (value === null || value === undefined) {
      if (column.notNull) return false;
      continue;
    }
    const affinity = affinityOf(column.type);
    if (affinity === 'integer' && !(typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value)))) return false;
    if (affinity === 'text' && typeof value !== 'string') return false;
    if (affinity === 'real' && typeof value !== 'number' && typeof value !== 'bigint') return false;
  }
  return true;
}

/** SQLite's rules for a declared type's affinity (https://sqlite.org/datatype3.html, 3.1). */
function affinityOf(type: string): 'integer' | 'text' | 'blob' | 'real' | 'numeric' {
  if (type.includes('INT')) return 'integer';
  if (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT')) return 'text';
  if (type === '' || type.includes('BLOB')) return 'blob';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 'real';
  return 'numeric';
}

type Bound = { kind: 'start' } | { kind: 'after'; key: RecordValue[] } | { kind: 'from'; first: number };

/** One table's pass through its B-tree (see DamagedFileReader). */
class TableScan {
  private readonly keys: string[];
  private readonly gallops: boolean;
  private readonly statements = new Map<string, Statement>();
  private readonly gaps: KeyGap[] = [];
  private read = 0;

  constructor(
    private readonly db: Connection,
    private readonly shape: TableShape,
    private readonly columns: readonly string[],
    private readonly deliver: (row: Row) => void,
  ) {
    const primary = shape.columns.filter((column) => column.primaryKey > 0).sort((a, b) => a.primaryKey - b.primaryKey);
    this.keys = shape.withoutRowid ? primary.map((column) => column.name) : ['rowid'];
    this.gallops = !shape.withoutRowid || affinityOf(primary[0]?.type ?? '') === 'integer';
  }

  run(): TableReading {
    let bound: Bound = { kind: 'start' };
    for (;;) {
      const batch = this.attempt(() => this.select(bound, BATCH, false));
      if (batch) {
        for (const row of batch) this.take(row);
        if (batch.length < BATCH) return this.result();
        bound = { kind: 'after', key: batch[batch.length - 1]!.slice(0, this.keys.length) };
        continue;
      }
      // The batch failed somewhere: the rows before the failure, one at a time.
      for (;;) {
        const one = this.attempt(() => this.select(bound, 1, false));
        if (!one) break;
        if (one.length === 0) return this.result();
        this.take(one[0]!);
        bound = { kind: 'after', key: one[0]!.slice(0, this.keys.length) };
      }
      const next = this.attempt(() => this.select(bound, 1, true));
      if (next && next.length === 0) return this.result();
      if (next) {
        // Its key reads but the row does not: that row alone is lost.
        const key = next[0]!;
        const first = asKey(key[0]);
        this.gaps.push({ from: first, to: first });
        bound = { kind: 'after', key };
        continue;
      }
      const resumed = this.pastDamage(bound);
      if (!resumed) return this.result();
      bound = resumed;
    }
  }

  /** A page cannot be read: the first key after it that can, found by galloping then bisecting. */
  private pastDamage(bound: Bound): Bound | null {
    const last = bound.kind === 'after' ? asKey(bound.key[0]) : bound.kind === 'from' ? bound.first : null;
    // After a row read, the gap starts at the next key; from a resumed position (or a WITHOUT ROWID
    // table's later rows of the same first key), at that key itself.
    const gapFrom = last === null ? null : bound.kind === 'after' && !this.shape.withoutRowid ? last + 1 : last;
    if (!this.gallops || (last !== null && last >= MAX_KEY)) {
      this.gaps.push({ from: gapFrom, to: null });
      return null;
    }
    // Rowids of the desk's tables start at 1: after a failure at the very start, gallop from there.
    const base = last ?? 0;
    let failedAt = base;
    let step = 1;
    let reached: { at: number; first: RecordValue[] | null } | null = null;
    while (base + step <= MAX_KEY) {
      const at = base + step;
      const probe = this.attempt(() => this.select({ kind: 'from', first: at }, 1, true));
      if (probe) {
        reached = { at, first: probe[0] ?? null };
        break;
      }
      failedAt = at;
      step *= 2;
    }
    if (!reached) {
      this.gaps.push({ from: gapFrom, to: null });
      return null;
    }
    let low = failedAt;
    let high = reached.at;
    while (high - low > 1) {
      const middle = low + Math.floor((high - low) / 2);
      const probe = this.attempt(() => this.select({ kind: 'from', first: middle }, 1, true));
      if (probe) {
        high = middle;
        reached = { at: middle, first: probe[0] ?? null };
      } else low = middle;
    }
    if (!reached.first) {
      this.gaps.push({ from: gapFrom, to: null });
      return null;
    }
    const firstKey = asKey(reached.first[0]);
    this.gaps.push({ from: gapFrom, to: firstKey === null ? null : firstKey - 1 });
    return { kind: 'from', first: high };
  }

  private take(row: Row): void {
    this.read += 1;
    this.deliver(row.slice(this.keys.length));
  }

  private result(): TableReading {
    return { read: this.read, gaps: this.gaps };
  }

  /** Null when the read failed: every failure of a damaged file is a read failure here. */
  private attempt(read: () => Row[]): Row[] | null {
    try {
      return read();
    } catch {
      return null;
    }
  }

  private select(bound: Bound, limit: number, keysOnly: boolean): Row[] {
    const cacheKey = `${bound.kind}/${limit}/${keysOnly}`;
    let statement = this.statements.get(cacheKey);
    if (!statement) {
      const keyList = this.keys.map(quote).join(', ');
      const valueList = keysOnly ? '' : `, ${this.columns.map(quote).join(', ')}`;
      const where =
        bound.kind === 'start' ? '' : bound.kind === 'after' ? `WHERE (${keyList}) > (${this.keys.map(() => '?').join(', ')})` : `WHERE ${quote(this.keys[0]!)} >= ?`;
      statement = this.db.prepare(`SELECT ${keyList}${valueList} FROM ${quote(this.shape.name)} NOT INDEXED ${where} ORDER BY ${keyList} LIMIT ${limit}`).raw();
      this.statements.set(cacheKey, statement);
    }
    const parameters = bound.kind === 'start' ? [] : bound.kind === 'after' ? bound.key : [bound.first];
    return statement.all(parameters) as Row[];
  }
}

function asKey(value: RecordValue | undefined): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return Math.max(MIN_KEY, Math.min(MAX_KEY, value));
  if (typeof value === 'bigint') return value > BigInt(MAX_KEY) ? MAX_KEY : value < BigInt(MIN_KEY) ? MIN_KEY : Number(value);
  return null;
}

export function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
