import type { DiffRow, OfferDiff } from '../../../contract/domains/pricing';
import { wording, type Text } from '../../../contract/words';

/** A row as diffs stored before rows carried codes kept it: every text a sentence. */
interface OldRow {
  label: string;
  shopped: string | null;
  priced: string | null;
}

/**
 * A diff as stored, in today's shape. Diffs stored before rows carried codes have sentences in
 * `rows`, and some (those made while both languages were kept) the same rows in each language in
 * `rowsIn`: those become `priceDiff.asStored` wordings, so such a diff still follows a switch of
 * language; `rowsIn` itself is not passed on.
 */
export function diffAsStored(stored: OfferDiff & { rowsIn?: Partial<Record<'en' | 'zh-CN', OldRow[]>> }): OfferDiff {
  const { rowsIn, ...diff } = stored;
  const en = rowsIn?.en;
  const zh = rowsIn?.['zh-CN'];
  if (!en || !zh || en.length !== diff.rows.length || zh.length !== diff.rows.length) return diff;
  return { ...diff, rows: diff.rows.map((row, index) => inBoth(row, en[index]!, zh[index]!)) };
}

function inBoth(row: DiffRow, en: OldRow, zh: OldRow): DiffRow {
  return { ...row, label: pair(en.label, zh.label) ?? row.label, shopped: pair(en.shopped, zh.shopped), priced: pair(en.priced, zh.priced) };
}

function pair(en: string | null, zh: string | null): Text | null {
  if (en === null || zh === null || en === zh) return en ?? zh;
  return wording('priceDiff.asStored', { en, zh });
}
