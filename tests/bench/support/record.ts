import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** One figure of `npm run bench`; `target` is human-readable, e.g. "< 200" or ">= 20". */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target: string;
}

/**
 * Appends a figure to the run's scratch file (JSON lines). `scripts/bench.mjs` collects them into
 * `bench-results.json` and prints the table. Benchmarks record figures; they never assert on them.
 */
export function recordFigure(figure: BenchFigure): void {
  const file = process.env.DESK_BENCH_SCRATCH ?? resolve('node_modules/.cache/bench/figures.jsonl');
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ ...figure, value: round(figure.value) })}\n`);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Median of repeated timings in milliseconds: steadier than the mean on a shared 2-core machine. */
export function medianMs(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
