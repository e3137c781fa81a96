/**
 * What the entry line says about a date typed without a year that landed in another year (or far
 * ahead): which date it took and why, so "26NOV" typed when Beijing is already on 27 Nov is never
 * searched silently as next year's (docs/desk-layout.md, "Today and the year").
 */
import { dateNeedsYear, formatTravelWeekdayDate } from '@contract/format/travel-date';
import { format, text } from '../../ui-text';
import type { TakenDate } from './entry-line';

/** One sentence per taken date that is written with its year; none when every date is this year's and near. */
export function takenDateNotes(taken: readonly TakenDate[], today: string): string[] {
  const t = text.entryLine.taken;
  return taken
    .filter((one) => dateNeedsYear(one.date, today))
    .map((one) =>
      format(one.rolledFrom === 'service-today' ? t.serviceToday : t.firstJourney, {
        typed: one.typed,
        date: formatTravelWeekdayDate(one.date, today),
        from: formatTravelWeekdayDate(one.from, today),
      }),
    );
}
