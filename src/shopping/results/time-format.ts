/**
 * The desk's time formats under the names the pricing screen imports. They are the one format
 * module's functions (electron/contract/format/desk-format.ts); new code imports that directly.
 */
export { formatClock, formatDayMark, formatDuration } from '@contract/format/desk-format';
export { formatWeekdayDayMonth as formatDayDate, formatDateTime as formatServiceDateTime } from '@contract/format/desk-format';
