import type { ValidationIssue } from '@contract/result';

/** A problem shown under a field: one sentence that names the field (by its label) and the rule. */
export interface LabelledError {
  message: string;
}

/**
 * Issues from the contract's schema (run in the form) or from main's validation answer, as one
 * message per field, each starting with the label the agent sees instead of the schema path
 * (`passengers.0.lastName must …` → `Passenger 1 surname must …`). `labelOf` returns null for a
 * path the form has no field for; such an issue is kept under `fallback` so nothing is hidden.
 * The first issue on a field wins (the schema reports the most basic rule first).
 */
export function labelledErrors(issues: readonly ValidationIssue[], labelOf: (field: string) => string | null, fallback = 'form'): Record<string, LabelledError> {
  const errors: Record<string, LabelledError> = {};
  for (const issue of issues) {
    const label = labelOf(issue.field);
    const field = label === null ? fallback : issue.field;
    const message = label !== null && issue.message.startsWith(issue.field) ? `${label}${issue.message.slice(issue.field.length)}` : issue.message;
    errors[field] ??= { message };
  }
  return errors;
}
