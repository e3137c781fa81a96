/**
 * The time in a B026 message. The spec's template is `LatestTktTime: yyyy-mm-dd hh : mm: ss.`,
 * with stray spaces the sandbox reproduces literally; the service may also tidy them up. Either
 * way the agent reads one tidy form: `2026-12-01 12:00:00`.
 */
import { quotable } from './plain-text';

const MAX_SCANNED_LENGTH = 500;

const DATE_TIME =
  /(\d{4})\s*-\s*(\d{1,2})\s*-\s*(\d{1,2})(?:(?:\s*T\s*|\s+)(\d{1,2})\s*:\s*(\d{1,2})(?:\s*:\s*(\d{1,2}))?)?/;

/** The text after the label, for a time in a form the pattern above does not know. */
const AFTER_LABEL = /LatestTktTime\s*:\s*(.+)$/i;

/** The spec's own placeholder, which tells nothing when sent back unfilled. */
const UNFILLED = /y{4}\s*-\s*m{2}\s*-\s*d{2}/i;

const pad = (part: string | undefined): string => (part ?? '0').padStart(2, '0');

export function latestTicketingTime(message: string): string | undefined {
  const text = message.slice(0, MAX_SCANNED_LENGTH);
  const dateTime = DATE_TIME.exec(text);
  if (dateTime) {
    const [, year, month, day, hours, minutes, seconds] = dateTime;
    const date = `${year}-${pad(month)}-${pad(day)}`;
    if (hours === undefined) return date;
    return `${date} ${pad(hours)}:${pad(minutes)}${seconds === undefined ? '' : `:${pad(seconds)}`}`;
  }
  const afterLabel = AFTER_LABEL.exec(text)?.[1];
  if (afterLabel === undefined || UNFILLED.test(afterLabel)) return undefined;
  const time = quotable(afterLabel.replace(/\.\s*$/, ''), 40);
  return time === '' ? undefined : time;
}
