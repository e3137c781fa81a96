/**
 * Damaged pages (issue 21, finding 2): pages of a SQLite file overwritten with random bytes, as a
 * failing disk or a stray write would leave them. Page 1 (the header and the schema's root) is
 * spared unless asked for: a file whose first page is gone is "not a database", another fault.
 * Deterministic: the same seed damages the same pages with the same bytes.
 */
import { closeSync, fstatSync, openSync, writeSync } from 'node:fs';
import Database from 'libsql';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';

export interface DamagedPages {
  /** The pages overwritten (1-based, as SQLite numbers them). */
  pages: number[];
  pageSize: number;
  pageCount: number;
}

/** Folds the WAL into the file and removes it, so every page lives in the file itself (damage there is what SQLite reads). */
export function checkpointFile(file: string): void {
  const db = new Database(file);
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** `count` distinct pages among 2…`pageCount`, chosen at random (seeded). */
export function randomPages(pageCount: number, count: number, seed: number): number[] {
  const next = mulberry32(seed).next;
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, pageCount - 1)) chosen.add(2 + Math.floor(next() * (pageCount - 1)));
  return [...chosen].sort((a, b) => a - b);
}

/** Overwrites `count` distinct pages chosen at random (seeded) among pages 2…last, or the `pages` given. */
export function damagePages(file: string, options: { count?: number; seed?: number; pages?: number[]; pageSize?: number } = {}): DamagedPages {
  const pageSize = options.pageSize ?? 4096;
  const fd = openSync(file, 'r+');
  try {
    const pageCount = Math.floor(fstatSync(fd).size / pageSize);
    const seed = options.seed ?? 21;
    const pages = options.pages ?? randomPages(pageCount, options.count ?? 8, seed);
    const next = mulberry32(seed + 1).next;
    for (const page of pages) {
      const bytes = Buffer.alloc(pageSize);
      for (let i = 0; i < pageSize; i++) bytes[i] = Math.floor(next() * 256);
      writeSync(fd, bytes, 0, pageSize, (page - 1) * pageSize);
    }
    return { pages, pageSize, pageCount };
  } finally {
    closeSync(fd);
  }
}

/** Which table or index each page belongs to (SQLite's dbstat), to say what a damaged page hit. Read before damaging. */
export function pageOwners(file: string): Map<number, { name: string; pagetype: string }> {
  const db = new Database(file);
  try {
    const rows = db.prepare('SELECT pageno, name, pagetype FROM dbstat').all() as { pageno: number; name: string; pagetype: string }[];
    return new Map(rows.map((row) => [row.pageno, { name: row.name, pagetype: row.pagetype }]));
  } finally {
    db.close();
  }
}

