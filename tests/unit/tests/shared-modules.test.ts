/**
 * Unit and component files share their worker's modules (vitest.config.mts, isolate: false), so a
 * module mocked in one file would be the real one in another, or the mock would leak into the next
 * file, depending on the order files land in a worker. Only a module no other file can load may be
 * mocked: 'electron', which does not load outside Electron at all (the preload bridge's test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const MOCKABLE = new Set(['electron']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('files that share modules mock none of them', () => {
  it('no unit or component test mocks a module other files load, nor resets the module registry', () => {
    const offending: string[] = [];
    for (const file of [...testFiles(join(root, 'tests', 'unit')), ...testFiles(join(root, 'tests', 'component'))]) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/vi\.(mock|doMock|resetModules|unmock)\(\s*(['"`]([^'"`]+)['"`])?/g)) {
        if (match[1] === 'mock' && MOCKABLE.has(match[3] ?? '')) continue;
        offending.push(`${relative(root, file)}: vi.${match[1]}(${match[2] ?? ''})`);
      }
    }
    expect(offending).toEqual([]);
  });
});
