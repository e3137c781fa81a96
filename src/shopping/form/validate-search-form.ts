import { SEARCH_RULES, shoppingSearchSchema, type SearchRuleCode, type ShoppingSearchInput, type TripType } from '@contract/domains/shopping';
import type { ValidationIssue } from '@contract/result';
import { issuesFromZod } from '@contract/validation';
import { toSearchInput, type SearchFormModel } from './search-form-model';
import { fieldLabel, type FieldError, type FieldErrors, type SearchField } from './search-fields';

export type FormValidation = { ok: true; input: ShoppingSearchInput } | { ok: false; errors: FieldErrors };

/**
 * Everything main would refuse, found before sending: the form's own reading of dates and codes,
 * then the very schema main applies (same codes and messages: P004, P005, P009, B066, B038).
 * The model is only read: nothing the agent typed is touched.
 */
export function validateSearchForm(model: SearchFormModel, today: string): FormValidation {
  const conversion = toSearchInput(model, today);
  const schemaErrors = validateSearchInput(conversion.input, today);
  // The form's own messages are more precise than the schema's about the same typed value.
  const errors: FieldErrors = { ...schemaErrors, ...(conversion.ok ? {} : conversion.errors) };
  return Object.keys(errors).length === 0 ? { ok: true, input: conversion.input } : { ok: false, errors };
}

/** The schema's verdict on an input, per form field. `today` is yyyy-MM-dd (B038's first day). */
export function validateSearchInput(input: ShoppingSearchInput, today: string): FieldErrors {
  const parsed = shoppingSearchSchema(() => today).safeParse(input);
  return parsed.success ? {} : fieldErrorsFromIssues(issuesFromZod(parsed.error), input.tripType);
}

/**
 * Issues (from the schema here, or from main's validation answer) as one message per form field.
 * A coded issue wins over a generic one on the same field: the agent sees the service's words.
 */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[], tripType: TripType | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.field, tripType);
    if (field === null) continue;
    const error = errorOf(issue, field);
    const current = errors[field];
    if (!current || (!current.rule && error.rule)) errors[field] = error;
  }
  return errors;
}

function isRuleCode(rule: string): rule is SearchRuleCode {
  return Object.hasOwn(SEARCH_RULES, rule);
}

function errorOf(issue: ValidationIssue, field: SearchField): FieldError {
  if (isRuleCode(issue.rule)) return { rule: issue.rule, message: issue.message };
  // Generic messages start with the schema path ("legs.0.destination must …"): use the label.
  const named = field !== 'form' || issue.field === 'legs';
  const message = named && issue.message.startsWith(issue.field) ? `${fieldLabel(field)}${issue.message.slice(issue.field.length)}` : issue.message;
  return { message };
}

/**
 * `legs.0.airlines.3` → `legs.0.airlines`; `legs` (B066, trip shape) → the form as a whole.
 * null: a round trip's way-back airports, which are journey 1's reversed: any problem with them is
 * already reported on journey 1 (same codes, same pair), in words about the fields typed there.
 */
function formFieldOf(path: string, tripType: TripType | undefined): SearchField | null {
  const journey = /^legs\.(\d+)\.(origin|destination|departureDate|airlines)(?:\.\d+)?$/.exec(path);
  if (journey) {
    const index = Number(journey[1]);
    const field = journey[2] as 'origin' | 'destination' | 'departureDate' | 'airlines';
    if (index > 1) return 'form';
    if (tripType === 'round-trip' && index === 1 && (field === 'origin' || field === 'destination')) return null;
    return `legs.${index as 0 | 1}.${field}`;
  }
  const top = /^(tripType|adults|children|infants|cabin|airlines|nonstop|tag)(?:\.\d+)?$/.exec(path);
  return top ? (top[1] as SearchField) : 'form';
}
