import { textIn } from './words/word';
import { isWording, wording, type ParamsArgument, type Text, type WordCode } from './words/wording';

/** The codes of the rules section (`rules.*` in the words catalogue). */
type RuleCode = Extract<WordCode, `rules.${string}`>;

/**
 * Marks a zod message that is a rule by code. zod keeps a custom message as the string it is given
 * and has no parameters for its built-in checks (max, regex…), so the rule travels inside the
 * message; the mark (invisible characters no one types) tells it from a sentence.
 */
const MARK = '\u2060rule\u2060';

/**
 * A schema's rule by code, as the message zod carries (`z.string().max(40, codedRule('rules.atMostCharacters', { max: 40 }))`).
 * `issueWordings` reads it back as the wording it is, so each language words the rule from the
 * catalogue: nothing translates English after the fact.
 */
export function codedRule<C extends RuleCode>(code: C, ...params: ParamsArgument<C>): string {
  return codedSentence(code, ...params);
}

/**
 * A whole sentence by code as a custom issue's zod message (`ctx.addIssue({ message: codedSentence(…) })`),
 * for an issue that carries its own rule name and so is shown as its message, not after the field.
 */
export function codedSentence<C extends WordCode>(code: C, ...params: ParamsArgument<C>): string {
  return MARK + JSON.stringify(wording(code, ...params));
}

/** A zod message as the agent reads it: the wording of a coded rule, or the message as zod wrote it. */
export function ruleText(message: string): Text {
  if (!message.startsWith(MARK)) return message;
  try {
    const read: unknown = JSON.parse(message.slice(MARK.length));
    if (isWording(read)) return read;
  } catch {
    // Not a coded rule after all: shown as written.
  }
  return message;
}

/**
 * A zod message as plain English, where a schema's message was always quoted as written (a log, a
 * damaged file's note "profiles.0.name: is required"): a coded rule keeps the English it had.
 */
export function ruleInEnglish(message: string): string {
  return textIn('en', ruleText(message));
}
