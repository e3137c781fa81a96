import Database from 'libsql';
import { medianMs } from './record';

/**
 * A fixed piece of work that none of the desk's code touches, timed next to a figure so that a
 * reader can tell a slower desk from a slower machine. This VM's speed drifts by a fifth or more
 * within the hour (docs/order-file.md, "Speed"). It indicates, it does not normalise: on a slow
 * hour it slowed more than filing did (184 → 300 ms while filing went 9.3 → 11.8 s), because
 * filing also waits on the disk.
 *
 * The work is the kind the order file does: SQLite inserts with a text index and an FTS5 table in
 * one transaction, and JSON encoding of small documents. Never change it: its value over time is
 * the point.
 */
export function machineReferenceMs(repeats = 3): number {
  const samples: number[] = [];
  for (let run = 0; run < repeats; run++) samples.push(referenceRunMs());
  return medianMs(samples);
}

function referenceRunMs(): number {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, code TEXT NOT NULL, body TEXT NOT NULL);
             CREATE INDEX t_code ON t (code);
             CREATE VIRTUAL TABLE f USING fts5 (words, content = '');`);
    const insert = db.prepare('INSERT INTO t (id, code, body) VALUES (?, ?, ?)');
    const index = db.prepare('INSERT INTO f (rowid, words) VALUES (?, ?)');
    const started = performance.now();
    db.transaction(() => {
      for (let i = 1; i <= 20_000; i++) {
        const code = `R${(i * 7919) % 1_000_003}`;
        insert.run(i, code, JSON.stringify([[i, code, 'ADULT', 'ZHANG', 'SAN'], [i + 1, code, 'CHILD', 'LI', 'SI']]));
        index.run(i, `zhang san li si ${code.toLowerCase()} pek sha ca${i % 9000}`);
      }
    })();
    return performance.now() - started;
  } finally {
    db.close();
  }
}
