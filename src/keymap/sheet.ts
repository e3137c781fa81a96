/**
 * The shortcut sheet's rows, made from the keymap in a given language's words: one group per
 * SHEET_SECTIONS entry, one row per label (bindings sharing a label share the row: "? F1", and
 * Alt+N on Reimbursements and Ancillaries). A binding whose label is `toldBy` another row (each
 * screen's Esc, told once under Everywhere) adds no row of its own.
 */
import type { UiText } from '../ui-text/en';
import { ALL_BINDINGS, SHEET_SECTIONS } from './keymap';

export interface SheetRow {
  readonly keys: string;
  readonly action: string;
}
export interface SheetGroup {
  readonly title: string;
  readonly rows: readonly SheetRow[];
}

export function sheetGroups(t: UiText): SheetGroup[] {
  const groups: SheetGroup[] = [];
  for (const section of SHEET_SECTIONS) {
    const keysByAction = new Map<string, string[]>();
    for (const binding of ALL_BINDINGS) {
      if (!section.scopes.includes(binding.scope)) continue;
      if (typeof binding.label !== 'function') continue;
      const action = binding.label(t);
      const keys = keysByAction.get(action) ?? [];
      for (const key of binding.kind === 'window' ? [binding.chord.text] : binding.keys) if (!keys.includes(key)) keys.push(key);
      keysByAction.set(action, keys);
    }
    if (keysByAction.size === 0) continue;
    const title = section.scopes.map((scope) => (scope === 'global' ? t.shortcuts.everywhere : t.nav[scope])).join(' · ');
    groups.push({ title, rows: [...keysByAction].map(([action, keys]) => ({ keys: keys.join(' '), action })) });
  }
  return groups;
}

