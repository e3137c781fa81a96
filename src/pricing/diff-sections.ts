import type { DiffRow, OfferDiff } from '@contract/domains/pricing';
import { language } from '../ui-text';

export const DIFF_SECTIONS = ['price', 'booking', 'baggage', 'rules'] as const;
export type DiffSection = (typeof DIFF_SECTIONS)[number];

export interface DiffSectionView {
  section: DiffSection;
  rows: DiffRow[];
  changed: number;
}

/** The diff grouped by section, optionally only the rows that changed (sections kept in order). */
export function diffSections(diff: OfferDiff, onlyChanges: boolean): DiffSectionView[] {
  return DIFF_SECTIONS.map((section) => {
    const rows = rowsInLanguage(diff).filter((row) => row.section === section);
    return { section, rows: onlyChanges ? rows.filter((row) => row.change !== 'same') : rows, changed: rows.filter((row) => row.change !== 'same').length };
  }).filter((view) => view.rows.length > 0);
}

/** The rows in the desk's language of the moment (a diff stored before both were kept shows its own). */
export function rowsInLanguage(diff: OfferDiff): DiffRow[] {
  return diff.rowsIn?.[language.value] ?? diff.rows;
}
