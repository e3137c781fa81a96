/**
 * The desk's time formats under the names the pricing screen imports. They are the one format
 * module's functions (electron/contract/format/desk-format.ts); new code imports that directly.
 */
export { formatClock, formatDayMark, formatDuration } from '@contract/format/desk-format';
// A travel date gets its year when it is next year's or far ahead (dateNeedsYear): pricing and booking read dates as Shopping does.
export { formatDateTime as formatServiceDateTime } from '@contract/format/desk-format';
export { formatTravelWeekdayDate as formatDayDate } from '@contract/format/travel-date';
