/**
 * The keymap's source rules (issue 22, item 6; the sheet and clash rules are in
 * tests/component/keymap/keymap-rules.test.ts): only src/keymap/dispatcher.ts listens for keys
 * on window or document, so a shortcut cannot live outside the keymap; and header hints read
 * their keys from the keymap instead of writing them out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');
const DISPATCHER = 'src/keymap/dispatcher.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|vue|js)$/.test(name) ? [path] : [];
  });
}
const repoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

/** Listening for keys anywhere but on an element: window/document listeners, `onkeydown =`, a helper's ('keydown', …). */
const KEY_LISTENER = /addEventListener\(\s*['"`]key(down|up|press)['"`]|\bonkey(down|up|press)\s*=|useEventListener\([^)]*['"`]key(down|up|press)['"`]/;

function keyListenersOutsideTheDispatcher(files: { path: string; source: string }[]): string[] {
  return files.filter((file) => file.path !== DISPATCHER && KEY_LISTENER.test(file.source)).map((file) => file.path);
}

/** A header hint whose keys are written out (`keys="Alt+N"`) rather than read from the keymap (`:keys="keys('…')"`). */
function literalHeaderHints(files: { path: string; source: string }[]): string[] {
  return files.filter((file) => /<HeaderAction\b[^>]*\skeys="/.test(file.source)).map((file) => file.path);
}

const files = sourceFiles(SRC).map((path) => ({ path: repoPath(path), source: readFileSync(path, 'utf8') }));

describe('one keymap: the sources', () => {
  it('no code but the dispatcher listens for keys on window or document', () => {
    expect(keyListenersOutsideTheDispatcher(files)).toEqual([]);
    // The scan finds what it looks for (a guard that could not fail would prove nothing).
    expect(keyListenersOutsideTheDispatcher([{ path: 'src/views/X.vue', source: "onMounted(() => window.addEventListener('keydown', onKeydown));" }])).toEqual(['src/views/X.vue']);
    expect(keyListenersOutsideTheDispatcher(files.filter((file) => file.path === DISPATCHER))).toEqual([]);
    expect(files.some((file) => file.path === DISPATCHER && KEY_LISTENER.test(file.source))).toBe(true);
  });

  it('header hints read their keys from the keymap', () => {
    expect(literalHeaderHints(files)).toEqual([]);
    expect(literalHeaderHints([{ path: 'src/views/X.vue', source: '<HeaderAction :label="t.add" keys="Alt+N" @click="add" />' }])).toEqual(['src/views/X.vue']);
  });

});
