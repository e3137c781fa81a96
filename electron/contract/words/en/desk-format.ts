/**
 * How the desk writes a date or a duration (electron/contract/format/desk-format.ts): in English
 * the GDS notation agents read on every reservation system (22DEC, TU 22DEC, 22DEC26, 10h25). The
 * numbers come in as parameters; only their order and the words around them differ per language.
 */
export const DESK_FORMAT_EN = {
  /** `monthCode`: JAN…DEC; `day` and `month` as numbers (22, 12). */
  'format.dayMonth': (p: { day: number; month: number; monthCode: string }) => `${String(p.day).padStart(2, '0')}${p.monthCode}`,
  /** `dayMonth`: the date as format.dayMonth words it; `year`: four digits. */
  'format.dayMonthYear': (p: { dayMonth: string; year: string }) => `${p.dayMonth}${p.year.slice(2, 4)}`,
  /** The weekday before the date: "TU 22DEC". */
  'format.weekdayDate': (p: { weekday: string; date: string }) => `${p.weekday} ${p.date}`,
  'format.weekday.MO': 'MO',
  'format.weekday.TU': 'TU',
  'format.weekday.WE': 'WE',
  'format.weekday.TH': 'TH',
  'format.weekday.FR': 'FR',
  'format.weekday.SA': 'SA',
  'format.weekday.SU': 'SU',
  /** `minutes`: two digits ("05"). */
  'format.duration': (p: { hours: number; minutes: string }) => `${p.hours}h${p.minutes}`,
};
