/**
 * One self-updating list (issue 22, item 7): every list the desk keeps current (Orders, the
 * reimbursement board, the ticketing queue, and Reports next) is a live query
 * (src/live-query/live-query.ts). Only the live query subscribes to the events that change a list,
 * and only its sources (src/live-query/sources/) call the operations that read one, so fetching,
 * batching, staleness and the order of answers are decided in one place.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const LIVE_QUERY = 'src/live-query/';

/** Subscribing to an event that changes a list (declaring one for a live query is `onEvent(...)`, not `.on(...)`). */
const LIST_EVENT_SUBSCRIPTION = /\.on\(\s*['"`](orders\.changed|reimbursements\.statusChanged)['"`]/;
/** Calling an operation that reads a list. */
const LIST_READ = /\.(orders\s*\.\s*(list|search)|reimbursements\s*\.\s*(page|rows)|ticketing\s*\.\s*queue)\s*\(/;

/** One-shot lookups that read a list operation but keep nothing current, each with why. */
const ONE_SHOT_READS: Record<string, string> = {
  'src/components/ticketing/OrderNumberLine.vue': 'suggestions while an order number is typed: read per keystroke, never kept',
  'src/views/AncillariesView.vue': 'the order picker: read when the agent searches, never kept current',
};

function sourceFiles(path = 'src'): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return /\.(ts|vue)$/.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(join(path, name)));
}

/** Lines matching `pattern` in files outside the live query (and not allowed by name). */
function linesGoingAround(pattern: RegExp, allowed: Record<string, string> = {}, files: string[] = sourceFiles()): string[] {
  return files
    .filter((file) => !relative('', file).startsWith(LIVE_QUERY) && !(relative('', file) in allowed))
    .flatMap((file) => readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((text, index) => (pattern.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])));
}

describe('one self-updating list', () => {
  it('no store or screen subscribes to the events that change a list: only the live query does', () => {
    expect(linesGoingAround(LIST_EVENT_SUBSCRIPTION)).toEqual([]);
  });

  it('no store or screen calls the operations that read a list: only the live query’s sources do (one-shot lookups listed)', () => {
    expect(linesGoingAround(LIST_READ, ONE_SHOT_READS)).toEqual([]);
  });

  it('each one-shot lookup listed still reads a list and subscribes to nothing (a stale entry would hide a new store)', () => {
    for (const file of Object.keys(ONE_SHOT_READS)) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(LIST_READ.test(text), file).toBe(true);
      expect(LIST_EVENT_SUBSCRIPTION.test(text), file).toBe(false);
    }
  });

  it('the stores that hold a list build it with the live query', () => {
    for (const store of ['src/stores/orders-store.ts', 'src/stores/reimbursement-store.ts', 'src/stores/ticketing-store.ts']) {
      expect(readFileSync(join(ROOT, store), 'utf8'), store).toMatch(/createLiveQuery</);
    }
  });

  it('the scan finds a store that goes around it', () => {
    const text = "  unsubscribe ??= desk.on('orders.changed', () => void loadQueue());\n  const result = await desk.ticketing.queue();";
    expect(LIST_EVENT_SUBSCRIPTION.test(text.split('\n')[0]!)).toBe(true);
    expect(LIST_READ.test(text.split('\n')[1]!)).toBe(true);
  });
});
