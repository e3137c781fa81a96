/**
 * The state file: the order book, partner credits and the clock offset as JSON, written atomically
 * and durably (shared/durable-file.ts) so neither a crash nor a power cut leaves an empty or half
 * file. A file from another seed or another format version is ignored (the sandbox starts from the
 * seed); an unreadable one is kept aside as `<file>.corrupt-<time>` (never over an earlier one)
 * before being replaced.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileDurably } from '../../shared/durable-file';
import { keepAside } from '../../shared/keep-aside';
import { type OrderBookState } from '../orders/order-book-state';

export const STATE_VERSION = 1;

export interface PersistedState {
  version: number;
  seed: number;
  /** When the order book was seeded (its dates are relative to this day). */
  seededAt: number;
  clockOffsetMinutes: number;
  book: OrderBookState;
}

export function loadState(file: string, seed: number): PersistedState | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    try {
      keepAside(file);
    } catch {
      // Keeping the corrupt copy is a courtesy; starting from the seed is what matters.
    }
    return null;
  }
  if (!isPersistedState(parsed) || parsed.version !== STATE_VERSION || parsed.seed !== seed) return null;
  return parsed;
}

export function saveState(file: string, state: PersistedState): void {
  // The order book holds passenger names and documents: for the owner only (a new directory too).
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileDurably(file, JSON.stringify(state));
}

function isPersistedState(value: unknown): value is PersistedState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const book = record.book as Record<string, unknown> | undefined;
  return (
    typeof record.version === 'number' &&
    typeof record.seed === 'number' &&
    typeof record.seededAt === 'number' &&
    typeof record.clockOffsetMinutes === 'number' &&
    typeof book === 'object' &&
    book !== null &&
    Array.isArray(book.airOrders) &&
    Array.isArray(book.refundOrders) &&
    Array.isArray(book.ancillaryOrders) &&
    Array.isArray(book.refundPricings) &&
    typeof book.credits === 'object' &&
    typeof book.nextSequence === 'number'
  );
}
