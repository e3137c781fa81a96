/**
 * Reading a service message against the spec's message for its code.
 *
 * The spec writes messages with placeholders the service fills in (`XXX is illegal.`,
 * `Refund is not applicable for passenger [passenger name]`). Matching is deliberately loose:
 * case, punctuation and spacing are ignored, because the service's wording drifts from the tables
 * (`Partner is not exists.` with or without the period, `Time-out` or `Timeout`).
 */

/** The placeholders the tables of part 7 use; `(s)` in "Passenger(s)" is text, not a placeholder. */
const PLACEHOLDER = /XXX|xxx|\[[^\]]+\]|\(Refund Pricing ID\)/g;

/** Any run of characters that are neither letters nor digits (in any script), including none. */
const GAP = '[^\\p{L}\\p{N}]*';

/**
 * A filled-in value starts with a letter or digit. Were it allowed to start with anything, the
 * GAP before it and the value would compete for the same characters and the match would take
 * cubic time on a long run of punctuation.
 */
const VALUE = '([\\p{L}\\p{N}].*?)';

/**
 * Messages longer than this are not matched: no spec message comes close, and the cap keeps the
 * (lazy, backtracking) patterns fast whatever the service sends.
 */
const MAX_MATCHED_LENGTH = 500;

interface Template {
  pattern: RegExp;
  /** The placeholder texts, in order, to recognise a template the service sent back unfilled. */
  placeholders: string[];
}

const templates = new Map<string, Template>();

function compile(specMessage: string): Template {
  const placeholders: string[] = [];
  const tokens: string[] = [];
  let last = 0;
  for (const match of specMessage.matchAll(PLACEHOLDER)) {
    tokens.push(...words(specMessage.slice(last, match.index)));
    tokens.push(VALUE);
    placeholders.push(match[0].replace(/^[[(]|[\])]$/g, ''));
    last = match.index + match[0].length;
  }
  tokens.push(...words(specMessage.slice(last)));
  return { pattern: new RegExp(`^${GAP}${tokens.join(GAP)}${GAP}$`, 'iu'), placeholders };
}

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function templateOf(specMessage: string): Template {
  let template = templates.get(specMessage);
  if (!template) {
    template = compile(specMessage);
    templates.set(specMessage, template);
  }
  return template;
}

/** Whether a message is the spec message, placeholders filled in or not. */
export function matchesTemplate(specMessage: string, message: string): boolean {
  return message.length <= MAX_MATCHED_LENGTH && templateOf(specMessage).pattern.test(message);
}

/**
 * What the service put in place of the spec message's first placeholder, raw (not trimmed);
 * undefined when the message does not follow the template or left the placeholder unfilled.
 */
export function placeholderValue(specMessage: string, message: string): string | undefined {
  if (message.length > MAX_MATCHED_LENGTH) return undefined;
  const template = templateOf(specMessage);
  const value = template.pattern.exec(message)?.[1];
  if (value === undefined) return undefined;
  const unfilled = template.placeholders.some((placeholder) => placeholder.toLowerCase() === value.trim().toLowerCase());
  return unfilled ? undefined : value;
}
