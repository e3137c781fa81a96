/**
 * Service text made safe to quote inside a sentence: whatever came back (control characters,
 * direction overrides, megabytes of text) must not break or disguise what the agent reads.
 */

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Whitespace collapsed, unprintable characters dropped, cut to `max` characters with an ellipsis. */
export function quotable(text: string, max: number): string {
  // Only the start is ever shown; cleaning a huge message whole would cost time on an error path.
  const head = text.slice(0, max * 4);
  const clean = head.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '' || (clean.length <= max && head.length === text.length)) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}
