import { mkdirSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';
import { isTemporaryOf, writeFileDurably } from '../../shared/durable-file';
import { keepAside } from '../../shared/keep-aside';
import { ruleInEnglish } from '../../contract/coded-rule';
import { wording, type Text } from '../../contract/words';

/**
 * Small JSON documents the desk keeps its state in (profiles, preferences, window state, browser
 * sessions). Every write is atomic and durable (shared/durable-file.ts): after a crash or a power
 * cut the file holds the old or the new content, never an empty or half one.
 */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileDurably(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Reads a file whose loss does not matter (window position, browser tab sessions): anything
 * missing, unreadable or malformed is the fallback, silently.
 */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>, fallback: T): T {
  return readJsonState(file, fromSchema(schema), fallback, { keepDamaged: false }).value;
}

/** Why a state file could not be used as it was. */
export type StateFileDamage = 'unreadable' | 'not-json' | 'unexpected-shape' | 'partly-readable';

export interface DamagedStateFile {
  reason: StateFileDamage;
  /** The technical detail (the parser's or the OS's words, or the desk's own as a wording), for IT. */
  detail: Text;
  /** Where the damaged file was kept, unchanged; null when it could not be moved (see `detail`). */
  keptAs: string | null;
  at: string;
}

export interface StateRead<T> {
  value: T;
  /** Set when the file existed but could not be used as it was. */
  damage: DamagedStateFile | null;
}

/** What a state file's JSON means: its value (and, when only part of it was usable, what was lost), or why it is unusable. */
export type Interpretation<T> = { value: T; lost: Text | null } | { unusable: Text };

export interface ReadStateOptions {
  /** Keep a damaged file as `<name>.corrupt-<time>` (the default). Off for files whose loss does not matter. */
  keepDamaged?: boolean;
  now?: () => Date;
}

/**
 * Reads a state file whose loss matters. A missing file is the fallback. A file that cannot be read,
 * is not JSON or not of the expected form is moved aside as `<name>.corrupt-<time>` — never
 * overwritten by the next save — and reported, so the caller can say so. Temporary files left by a
 * writer that was killed mid-write are removed.
 */
export function readJsonState<T>(file: string, interpret: (json: unknown) => Interpretation<T>, fallback: T, options: ReadStateOptions = {}): StateRead<T> {
  removeStaleTemporaries(file);
  const now = options.now ?? (() => new Date());
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return { value: fallback, damage: null };
    return { value: fallback, damage: damaged(file, 'unreadable', error instanceof Error ? error.message : String(error), options, now()) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = text.length === 0 ? wording('storage.stateFile.empty') : error instanceof Error ? error.message : String(error);
    return { value: fallback, damage: damaged(file, 'not-json', detail, options, now()) };
  }
  const meaning = interpret(json);
  if ('unusable' in meaning) return { value: fallback, damage: damaged(file, 'unexpected-shape', meaning.unusable, options, now()) };
  if (meaning.lost !== null) return { value: meaning.value, damage: damaged(file, 'partly-readable', meaning.lost, options, now()) };
  return { value: meaning.value, damage: null };
}

/** A schema as an interpretation: the whole document fits, or none of it is used. */
export function fromSchema<T>(schema: z.ZodType<T>): (json: unknown) => Interpretation<T> {
  return (json) => {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { value: parsed.data, lost: null };
    const issue = parsed.error.issues[0];
    return { unusable: issue ? `${issue.path.join('.') || '(document)'}: ${ruleInEnglish(issue.message)}` : wording('storage.stateFile.notExpectedForm') };
  };
}

function damaged(file: string, reason: StateFileDamage, detail: Text, options: ReadStateOptions, at: Date): DamagedStateFile {
  if (options.keepDamaged === false) return { reason, detail, keptAs: null, at: at.toISOString() };
  try {
    return { reason, detail, keptAs: keepAside(file, at), at: at.toISOString() };
  } catch (error) {
    return { reason, detail: wording('storage.stateFile.notKeptAside', { detail, error: error instanceof Error ? error.message : String(error) }), keptAs: null, at: at.toISOString() };
  }
}

/** Temporary files of `file` whose writer is gone (killed mid-write): nothing will ever rename them. */
function removeStaleTemporaries(file: string): void {
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!isTemporaryOf(file, name)) continue;
    const pid = Number(name.slice(basename(file).length + 1).split('-')[0]);
    if (pid !== process.pid && isRunning(pid)) continue;
    try {
      unlinkSync(join(dirname(file), name));
    } catch {
      // Another reader removed it first, or it is not ours to remove: either way, not a problem.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
