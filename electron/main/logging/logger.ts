import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Structured logs: one JSON object per line in `<dir>/desk.log`, rotated to `desk.1.log` at 5 MiB.
 * Writes are synchronous so a crash never loses the line that explains it. Callers log events and
 * fields, never raw requests: secrets are removed where requests are built (wholesale client).
 */
export interface FileLoggerOptions {
  minimum?: LogLevel;
  /** Applied to every line before it is written (the desk's known secrets, see SecretRegistry). */
  redact?: (line: string) => string;
}

export function createFileLogger(dir: string, options: FileLoggerOptions = {}): Logger {
  const minimum = options.minimum ?? 'info';
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'desk.log');
  const write = (level: LogLevel, event: string, fields?: LogFields) => {
    if (ORDER[level] < ORDER[minimum]) return;
    const raw = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
    const line = options.redact ? options.redact(raw) : raw;
    try {
      rotateIfLarge(file);
      appendFileSync(file, `${line}\n`, { mode: 0o600 });
    } catch {
      // A full disk must not take the desk down; the console still gets errors.
      if (level === 'error') console.error(line);
    }
  };
  return {
    debug: (e, f) => write('debug', e, f),
    info: (e, f) => write('info', e, f),
    warn: (e, f) => write('warn', e, f),
    error: (e, f) => write('error', e, f),
  };
}

function rotateIfLarge(file: string): void {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return;
  }
  if (size >= MAX_BYTES) renameSync(file, file.replace(/\.log$/, '.1.log'));
}

/** For tests and tools: keeps entries in memory. */
export function createMemoryLogger(): Logger & { entries: { level: LogLevel; event: string; fields?: LogFields }[] } {
  const entries: { level: LogLevel; event: string; fields?: LogFields }[] = [];
  const push = (level: LogLevel) => (event: string, fields?: LogFields) => entries.push({ level, event, fields });
  return { entries, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}
