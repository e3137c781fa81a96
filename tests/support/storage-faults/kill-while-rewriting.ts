/**
 * `kill -9` of a process that rewrites a JSON state file in a tight loop (issue 21, finding 3):
 * a child node process rewrites the file as fast as it can with the writer under test, the parent
 * kills it with SIGKILL at a random moment, reads the file, and starts the next child, which goes
 * on from the generation it finds. Every read must be the old or the new document: never empty,
 * never half. The writers:
 * - `durable`: the desk's own (electron/shared/durable-file.ts, compiled for the child as it is);
 * - `in-place`: a control that rewrites the file where it is (truncate, then write in pieces), to
 *   show the test catches a writer that is not atomic.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export type RewriteWriter = 'durable' | 'in-place';

export interface KillObservation {
  /** What the file held after the kill: a whole document, or what else. */
  outcome: 'whole' | 'empty' | 'half' | 'missing';
  /** The document's generation (whole documents only). */
  generation: number | null;
  /** Temporary files the killed writer left beside the state file. */
  leftovers: string[];
}

const ROOT = resolve(__dirname, '../../..');
const PADDING = 64 * 1024;

/** Builds the child's script in `dir`: the writer module compiled from its TypeScript, and the loop. */
function prepareChild(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const source = readFileSync(join(ROOT, 'electron/shared/durable-file.ts'), 'utf8');
  const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  writeFileSync(join(dir, 'durable-file.js'), compiled.outputText);
  const child = join(dir, 'rewrite-loop.js');
  writeFileSync(
    child,
    `
const fs = require('node:fs');
const { writeFileDurably } = require('./durable-file.js');
const [file, writer] = process.argv.slice(2);
let generation = 0;
try { generation = JSON.parse(fs.readFileSync(file, 'utf8')).generation; } catch {}
const documentOf = (n) => JSON.stringify({ generation: n, padding: String(n % 10).repeat(${PADDING}), end: 'whole' });
function inPlace(text) {
  // Not atomic on purpose: truncate, then write in 4 KiB pieces.
  const fd = fs.openSync(file, 'w');
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += 4096) fs.writeSync(fd, bytes, at, Math.min(4096, bytes.length - at));
  fs.closeSync(fd);
}
process.stdout.write('ready\\n');
for (;;) {
  generation += 1;
  const text = documentOf(generation);
  if (writer === 'durable') writeFileDurably(file, text);
  else inPlace(text);
}
`,
  );
  return child;
}

/** What a read of the file after a kill finds. */
export function observe(file: string): Omit<KillObservation, 'leftovers'> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { outcome: 'missing', generation: null };
  }
  if (text === '') return { outcome: 'empty', generation: null };
  try {
    const document = JSON.parse(text) as { generation: number; padding: string; end: string };
    const whole = document.end === 'whole' && document.padding === String(document.generation % 10).repeat(PADDING);
    return whole ? { outcome: 'whole', generation: document.generation } : { outcome: 'half', generation: null };
  } catch {
    return { outcome: 'half', generation: null };
  }
}

/**
 * Runs `iterations` children, each killed with SIGKILL after a random 5–80 ms of rewriting, and
 * reports what the file held after each kill. `beforeNext` runs between kills (e.g. the desk's reader,
 * which removes a killed writer's temporary files).
 */
export async function killWhileRewriting(options: { dir: string; writer: RewriteWriter; iterations: number; beforeNext?: (file: string) => void }): Promise<KillObservation[]> {
  const child = prepareChild(join(options.dir, 'child'));
  const file = join(options.dir, 'state.json');
  const observations: KillObservation[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const running = spawn(process.execPath, [child, file, options.writer], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((started, failed) => {
      running.stdout.once('data', () => started());
      running.once('exit', (code) => failed(new Error(`the rewriting child exited (${code}) before it started`)));
    });
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 75));
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
    const seen = observe(file);
    observations.push({ ...seen, leftovers: readdirSync(options.dir).filter((name) => name.startsWith('state.json.')) });
    options.beforeNext?.(file);
  }
  return observations;
}
