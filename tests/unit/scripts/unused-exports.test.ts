/**
 * Dead code cannot come back (issue 22, item 10): every export of electron/ and src/ is imported by
 * production code (electron/, src/, scripts/, the build configuration), or listed with why in
 * unused-exports.allowed.txt, which may only shrink. The scan is scripts/lib/unused-exports.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedExports } from '../../../scripts/lib/unused-exports.mjs';

const allowed = readFileSync(join(__dirname, 'unused-exports.allowed.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('unused exports', () => {
  const unused: string[] = unusedExports();

  it('no export of electron/ or src/ is left that only tests (or nothing) import, beyond the allow-list', () => {
    expect(unused.filter((entry) => !allowed.includes(entry))).toEqual([]);
  });

  it('the allow-list only shrinks: an entry used again or removed leaves it', () => {
    expect(allowed.filter((entry) => !unused.includes(entry))).toEqual([]);
  });
});
