import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textIn } from '../../../electron/contract/words';
import { fromSchema, readJsonFile, readJsonState, writeJsonFile } from '../../../electron/main/storage/json-file';
import { keepAside, keptCopiesOf } from '../../../electron/shared/keep-aside';
import { tempDir } from '../../support/temp-dir';

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function folder(): string {
  const dir = tempDir('json-state');
  dirs.push(dir);
  return dir.path;
}

const schema = z.object({ theme: z.string() });
const AT = new Date('2025-03-04T05:06:07.890Z');

describe('reading a state file whose loss matters', () => {
  it('a missing file is the fallback, and no damage', () => {
    const file = join(folder(), 'preferences.json');
    expect(readJsonState(file, fromSchema(schema), { theme: 'system' })).toEqual({ value: { theme: 'system' }, damage: null });
  });

  it.each([
    ['not-json', '{"theme": "dark"', /JSON|Unexpected|Expected/],
    ['not-json', '', /the file is empty/],
    ['unexpected-shape', '{"theme": 7}', /theme/],
  ])('a file that is %s is kept aside byte for byte as .corrupt-<time>, and the fallback is used', (reason, content, detail) => {
    const dir = folder();
    const file = join(dir, 'preferences.json');
    writeFileSync(file, content);
    const read = readJsonState(file, fromSchema(schema), { theme: 'system' }, { now: () => AT });
    expect(read.value).toEqual({ theme: 'system' });
    expect(read.damage).toMatchObject({ reason, keptAs: join(dir, 'preferences.json.corrupt-20250304T050607Z'), at: AT.toISOString() });
    expect(textIn('en', read.damage?.detail ?? '')).toMatch(detail);
    expect(readFileSync(join(dir, 'preferences.json.corrupt-20250304T050607Z'), 'utf8')).toBe(content);
    expect(existsSync(file)).toBe(false);
    // The next save writes a fresh file and never touches the kept one.
    writeJsonFile(file, { theme: 'dark' });
    expect(readFileSync(join(dir, 'preferences.json.corrupt-20250304T050607Z'), 'utf8')).toBe(content);
  });

  it('a second damaged file in the same second is kept under a new name: a kept copy is never overwritten', () => {
    const dir = folder();
    const file = join(dir, 'profiles.json');
    writeFileSync(file, 'first');
    const first = keepAside(file, AT);
    writeFileSync(file, 'second');
    const second = keepAside(file, AT);
    expect(first).not.toBe(second);
    expect(readFileSync(first, 'utf8')).toBe('first');
    expect(readFileSync(second, 'utf8')).toBe('second');
    expect(keptCopiesOf(file).map((copy) => copy.path)).toEqual([second, first]);
    expect(keptCopiesOf(file)[0]?.keptAt).toBe('2025-03-04T05:06:07Z');
  });

  it('a file whose loss does not matter (window state) falls back silently and is not kept', () => {
    const dir = folder();
    const file = join(dir, 'window-state.json');
    writeFileSync(file, 'garbage');
    expect(readJsonFile(file, schema, { theme: 'fallback' })).toEqual({ theme: 'fallback' });
    expect(readdirSync(dir)).toEqual(['window-state.json']);
  });

  it('removes temporary files left by a writer that was killed, but not those of a writer still running', () => {
    const dir = folder();
    const file = join(dir, 'profiles.json');
    const dead = join(dir, 'profiles.json.999999999-0123abcd.tmp');
    const running = join(dir, `profiles.json.${process.ppid}-89abcdef.tmp`);
    writeFileSync(dead, '{"half');
    writeFileSync(running, '{"being written');
    readJsonState(file, fromSchema(schema), { theme: 'system' });
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
