import type { z } from 'zod';
import { activeLanguage } from './format/active-language';
import { ruleInChinese } from './format/rule-words-zh';
import type { ValidationIssue } from './result';

/** Turns schema issues into issues that name the field and the rule, for the agent to read. */
export function issuesFromZod(error: z.ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue) => {
    // An unknown key is reported on its parent; name each key itself, as the agent sees it.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = fieldName([...issue.path, key]);
        return { field, rule: 'unknown field', message: chinese() ? `${field} 不是此操作的字段。` : `${field} is not a field of this operation.` };
      });
    }
    const field = fieldName(issue.path);
    // Rules the service itself enforces carry its code (P004, B038…) and keep its exact message.
    const coded = issue.code === 'custom' ? (issue.params as { rule?: unknown } | undefined)?.rule : undefined;
    if (typeof coded === 'string') return [{ field, rule: coded, message: issue.message }];
    return [{ field, rule: ruleOf(issue), message: sentenceFor(field, issue) }];
  });
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : '(input)';
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

function sentenceFor(field: string, issue: z.core.$ZodIssue): string {
  if (chinese()) return sentenceInChinese(field, issue);
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required.`;
  if (issue.code === 'invalid_value') {
    return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
  }
  const detail = issue.message.replace(/\.$/, '');
  return `${field} ${startsLikeARule(detail) ? detail : `is invalid: ${detail}`}.`;
}

/** The same sentence in Chinese: the field path stays as sent (it is what support asks for), the rule is in Chinese. */
function sentenceInChinese(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} 为必填项。`;
  if (issue.code === 'invalid_value') return `${field} 必须是以下之一：${issue.values.map(String).join('、')}。`;
  const detail = issue.message.replace(/\.$/, '');
  const rule = ruleInChinese(detail);
  return rule === undefined ? `${field} 无效：${detail}。` : `${field} ${rule}。`;
}

function chinese(): boolean {
  return activeLanguage() === 'zh-CN';
}

/** Custom messages in the contract are written to follow the field name ("must be …"). */
function startsLikeARule(message: string): boolean {
  return /^(must|should|is|cannot|may)\b/.test(message);
}
