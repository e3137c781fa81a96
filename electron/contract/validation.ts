import type { z } from 'zod';
import type { Language } from './domains/language';
import { activeLanguage } from './format/active-language';
import type { SentIssue, ValidationIssue } from './result';
import { ruleText } from './coded-rule';
import { wordAll, wording } from './words';

/**
 * Turns schema issues into issues that name the field and the rule, for the agent to read: the
 * sentence is a wording (`validation.*` in the words catalogue), worded by whoever shows it. Main
 * sends these; the renderer's bridge words them in the screen's language. `wholeInput` names the
 * input when the schema is about one value (`requestId`).
 */
export function issueWordings(error: z.ZodError, wholeInput = '(input)'): SentIssue[] {
  return error.issues.flatMap((issue): SentIssue[] => {
    // An unknown key is reported on its parent; name each key itself, as the agent sees it.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = fieldName([...issue.path, key], wholeInput);
        return { field, rule: 'unknown field', message: wording('validation.unknownField', { field }) };
      });
    }
    const field = fieldName(issue.path, wholeInput);
    // Rules the service itself enforces carry its code (P004, B038…) and keep its exact message.
    const coded = issue.code === 'custom' ? (issue.params as { rule?: unknown } | undefined)?.rule : undefined;
    if (typeof coded === 'string') return [{ field, rule: coded, message: ruleText(issue.message) }];
    return [{ field, rule: ruleOf(issue), message: sentenceFor(field, issue) }];
  });
}

/**
 * The same issues worded in `language`, for the renderer's own checks before sending (the forms
 * apply the contract's schemas as typed); by default the screen's language of the moment.
 */
export function issuesFromZod(error: z.ZodError, language: Language = activeLanguage()): ValidationIssue[] {
  return wordAll(language, issueWordings(error));
}

/** The dotted path of a field; the input as a whole is named `wholeInput` (`(input)`, or what the caller calls it). */
function fieldName(path: readonly PropertyKey[], wholeInput: string): string {
  return path.length > 0 ? path.map(String).join('.') : wholeInput;
}

function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `type ${issue.expected}`;
    case 'too_small':
      return `min ${String(issue.minimum)}`;
    case 'too_big':
      return `max ${String(issue.maximum)}`;
    case 'invalid_value':
      return 'one of the allowed values';
    case 'invalid_format':
      return `format ${issue.format}`;
    default:
      return issue.code;
  }
}

function sentenceFor(field: string, issue: z.core.$ZodIssue): SentIssue['message'] {
  if (issue.code === 'invalid_type' && issue.input === undefined) return wording('validation.required', { field });
  if (issue.code === 'invalid_value') return wording('validation.oneOf', { field, values: issue.values.map(String) });
  const rule = ruleText(issue.message);
  if (typeof rule !== 'string') return wording('validation.codedRule', { field, rule });
  return wording('validation.rule', { field, rule: rule.replace(/\.$/, '') });
}
