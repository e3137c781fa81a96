#!/usr/bin/env node
// `npm run bench`: runs the benchmark project, then prints every figure as a table and writes
// bench-results.json ([{ name, value, unit, target }]) at the repository root. It never fails on
// a figure that misses its target: benchmarks inform, tests decide.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provision } from './lib/provision.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
provision({ root, purpose: 'bench' });

// DESK_BENCH_SCRATCH, when set, keeps this run's figures apart (a helper's worktree shares node_modules).
const scratch = process.env.DESK_BENCH_SCRATCH ?? join(root, 'node_modules/.cache/bench/figures.jsonl');
mkdirSync(dirname(scratch), { recursive: true });
rmSync(scratch, { force: true });

// Renderer benchmarks drive the built app in Chromium.
const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const filter = process.argv.slice(2);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'bench', ...filter], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DESK_BENCH_SCRATCH: scratch },
});

const figures = existsSync(scratch)
  ? readFileSync(scratch, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : [];
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(figures, null, 2)}\n`);

const rows = [['name', 'value', 'unit', 'target'], ...figures.map((f) => [f.name, String(f.value), f.unit, f.target])];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ');
console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const r of rows.slice(1)) console.log(line(r));
console.log(`\n${figures.length} figure(s) written to bench-results.json`);
process.exit(run.status ?? 1);
