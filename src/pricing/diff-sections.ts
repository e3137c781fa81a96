import type { DiffRow, OfferDiff } from '@contract/domains/pricing';
import type { Worded } from '@contract/words';

export const DIFF_SECTIONS = ['price', 'booking', 'baggage', 'rules'] as const;
export type DiffSection = (typeof DIFF_SECTIONS)[number];

export interface DiffSectionView {
  section: DiffSection;
  rows: Worded<DiffRow>[];
  changed: number;
}

/** The diff grouped by section, optionally only the rows that changed (sections kept in order). */
export function diffSections(diff: Worded<OfferDiff>, onlyChanges: boolean): DiffSectionView[] {
  return DIFF_SECTIONS.map((section) => {
    const rows = diff.rows.filter((row) => row.section === section);
    return { section, rows: onlyChanges ? rows.filter((row) => row.change !== 'same') : rows, changed: rows.filter((row) => row.change !== 'same').length };
  }).filter((view) => view.rows.length > 0);
}

