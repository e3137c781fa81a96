/**
 * The keymap's rules (issue 22, item 6): every key is declared once in src/keymap/keymap.ts and
 * everything else derives from it. These tests fail when someone goes around that (the source
 * scans, no key listener but the dispatcher's and no header hint written out, are in
 * tests/unit/keymap/key-listeners.test.ts):
 * - a binding missing from the shortcut sheet, in English or in Chinese;
 * - two bindings that can claim the same keydown on one screen;
 * - a screen's key written out in a template (aria-keyshortcuts, a key cap) instead of read from the keymap.
 */
import { describe, expect, it } from 'vitest';
import { STATE_NAMES, type Scope } from '../../../src/keymap/binding';
import type { WindowBinding } from '../../../src/keymap/binding';
import { overlap } from '../../../src/keymap/chord';
import { ALL_BINDINGS, SHEET_SECTIONS } from '../../../src/keymap/keymap';
import { sheetGroups } from '../../../src/keymap/sheet';
import { en } from '../../../src/ui-text/en';
import { zhCN } from '../../../src/ui-text/zh-CN';

/** Every component's source, as Vite reads it. */
const SOURCES = import.meta.glob<string>('/src/**/*.vue', { query: '?raw', import: 'default', eager: true });

/**
 * Keys written out in a template (`aria-keyshortcuts="Alt+L"`, `<kbd>Alt+L</kbd>`) that are a
 * window binding's chord and no focused element's own: a second copy of a key the keymap holds.
 */
function writtenOutWindowKeys(sources: Record<string, string>): string[] {
  const windowChords = new Set(ALL_BINDINGS.flatMap((b) => (b.kind === 'window' ? [b.chord.text] : [])));
  const fieldKeys = new Set(ALL_BINDINGS.flatMap((b) => (b.kind === 'field' ? b.keys.flatMap((keys) => keys.split(' ')) : [])));
  const fromAria = (key: string) => key.replace(/^Control\+/, 'Ctrl+').replace(/Escape$/, 'Esc');
  const found: string[] = [];
  for (const [path, source] of Object.entries(sources)) {
    const written = [...source.matchAll(/\saria-keyshortcuts="([^"]*)"|<kbd[^>]*>([^<{]+)<\/kbd>/g)].flatMap((m) => (m[1] ?? m[2] ?? '').trim().split(/\s+/));
    for (const key of written.map(fromAria)) if (windowChords.has(key) && !fieldKeys.has(key)) found.push(`${path}: ${key}`);
  }
  return found;
}

const windowBindings = ALL_BINDINGS.filter((b): b is WindowBinding => b.kind === 'window');
const name = (b: WindowBinding) => `${b.scope}.${b.command} (${b.chord.text})`;

describe('one keymap', () => {
  it('templates read the screens’ keys from the keymap rather than write them out', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(writtenOutWindowKeys(SOURCES)).toEqual([]);
    expect(writtenOutWindowKeys({ '/src/X.vue': '<div aria-keyshortcuts="Alt+L"></div><kbd class="key-cap">Alt+F5</kbd>' })).toEqual(['/src/X.vue: Alt+L', '/src/X.vue: Alt+F5']);
  });

  it('every binding is in the shortcut sheet, in English and in Chinese', () => {
    const missing: string[] = [];
    for (const [language, words] of [['en', en], ['zh-CN', zhCN]] as const) {
      const rows = sheetGroups(words).flatMap((group) => group.rows);
      for (const binding of ALL_BINDINGS) {
        if (!SHEET_SECTIONS.some((section) => section.scopes.includes(binding.scope))) missing.push(`${language}: no sheet group for ${binding.scope}`);
        const keys = binding.kind === 'window' ? [binding.chord.text] : binding.keys;
        let label: string;
        if (typeof binding.label === 'function') label = binding.label(words);
        else {
          const toldBy = binding.label.toldBy;
          const teller = ALL_BINDINGS.find((other) => other.kind === 'field' && other.doc === toldBy && (other.scope === 'global' || other.scope === binding.scope));
          if (!teller || typeof teller.label !== 'function') {
            missing.push(`${language}: ${binding.scope} points at a row "${toldBy}" that is not declared`);
            continue;
          }
          label = teller.label(words);
        }
        const row = rows.find((r) => r.action === label);
        if (!label.trim() || !row || !keys.every((key) => row.keys.split(' ').includes(key) || row.keys.includes(key))) missing.push(`${language}: ${binding.scope} ${keys.join(' ')} "${label}"`);
        if (language === 'zh-CN' && !/[\u4e00-\u9fff]/.test(label)) missing.push(`zh-CN: ${binding.scope} ${keys.join(' ')} is not worded in Chinese: "${label}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no two bindings can claim the same keydown on one screen', () => {
    const clashes = new Set<string>();
    const screens = Object.keys(STATE_NAMES).filter((scope) => scope !== 'global') as Exclude<Scope, 'global'>[];
    for (const screen of screens) {
      const active = windowBindings.filter((b) => b.scope === 'global' || b.scope === screen);
      const names = Object.keys(STATE_NAMES[screen]);
      for (let bits = 0; bits < 2 ** names.length; bits += 1) {
        const state = Object.fromEntries(names.map((key, i) => [key, (bits & (1 << i)) !== 0]));
        for (const typing of [false, true]) {
          for (const handled of [false, true]) {
            // Whether the binding takes this keydown (runs it, or swallows it while off when reserved).
            const claims = (b: WindowBinding) => (!handled || Boolean(b.evenIfHandled)) && (b.inFields || !typing) && (Boolean(b.reserved) || !b.when || b.when((b.scope === 'global' ? {} : state) as never));
            const claiming = active.filter(claims);
            for (const [i, a] of claiming.entries()) {
              for (const b of claiming.slice(i + 1)) if (overlap(a.chord, b.chord)) clashes.add(`${screen}: ${name(a)} and ${name(b)}`);
            }
          }
        }
      }
    }
    expect([...clashes]).toEqual([]);
  });
});
