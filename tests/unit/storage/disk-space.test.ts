import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeBytesAt, isDiskFullError } from '../../../electron/main/storage/disk-space';

describe('disk space', () => {
  it('asks the nearest existing folder about a file that does not exist yet', () => {
    const free = freeBytesAt(join(tmpdir(), 'no-such-folder', 'deeper', 'orders.sqlite'));
    expect(free).toBeGreaterThan(0);
  });

  it('recognises a full disk from Node and from SQLite, and nothing else', () => {
    expect(isDiskFullError(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(false);
    expect(isDiskFullError(new Error('database or disk is full'))).toBe(false);
    expect(isDiskFullError(null)).toBe(false);
  });
});
