/**
 * The test order form's checks: the very schema main applies (names, birthdays, each birthday
 * against its passenger type on the travel date, and the travel documents when the offer needs them), worded for the agent: "Last name is
 * required.", never "passengers.1.lastName …". One message per field, the first found.
 */
import { AGE_RULE, birthdayRange } from '@contract/domains/passenger-ages';
import { DOCUMENT_RULE, testOrderSchemaFor, type BookingContact, type TestPassenger } from '@contract/domains/booking';
import type { PassengerType } from '@contract/domains/shopping';
import type { ValidationIssue } from '@contract/result';
import { issuesFromZod } from '@contract/validation';
import { formatDayDate } from '../shopping/results/time-format';
import { format, text } from '../ui-text';
import type { PassengerDraft } from './test-passengers';

export const PASSENGER_FIELDS = ['lastName', 'firstName', 'birthday', 'sex', 'cardType', 'cardNum', 'nationality', 'cardExpiredDate'] as const;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];

/** Messages keyed `passengers.<index>.<field>`, as the schema names the fields. */
export type TestOrderErrors = Record<string, string>;

export type TestOrderCheck = { ok: true; passengers: TestPassenger[]; contact: BookingContact } | { ok: false; errors: TestOrderErrors };

/** The booking's contact as typed: e-mail and telephone (the name is the lead passenger's). */
export interface ContactDraft {
  email: string;
  telNum: string;
}

export const CONTACT_FIELDS = ['email', 'telNum'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** `documentsRequired`: the priced offer cannot be booked without documents (see documentsRequired in the contract). */
export function validateTestOrder(pricedOfferId: string, drafts: readonly PassengerDraft[], contact: ContactDraft, travelDate: string, documentsRequired = false): TestOrderCheck {
  const input = { pricedOfferId, passengers: drafts.map((draft) => ({ ...draft })), contact: { ...contact } };
  const parsed = testOrderSchemaFor(travelDate, { documentsRequired }).safeParse(input);
  if (parsed.success && parsed.data.contact) return { ok: true, passengers: parsed.data.passengers, contact: parsed.data.contact };
  return { ok: false, errors: parsed.success ? {} : errorsFromIssues(issuesFromZod(parsed.error), drafts, travelDate) };
}

/** Issues from the schema here or from main's answer, as the form shows them beside each field. */
export function errorsFromIssues(issues: readonly ValidationIssue[], drafts: readonly PassengerDraft[], travelDate: string): TestOrderErrors {
  const errors: TestOrderErrors = {};
  for (const issue of issues) {
    const contact = /^contact\.(email|telNum)$/.exec(issue.field);
    if (contact && errors[issue.field] === undefined) {
      const label = text.pricing.testOrder.fieldNames[contact[1] as ContactField];
      errors[issue.field] = issue.message.startsWith(issue.field) ? `${label}${issue.message.slice(issue.field.length)}` : issue.message;
      continue;
    }
    const match = /^passengers\.(\d+)\.(lastName|firstName|birthday|sex|cardType|cardNum|nationality|cardExpiredDate)$/.exec(issue.field);
    if (!match) continue;
    if (errors[issue.field] !== undefined) continue;
    const index = Number(match[1]);
    const field = match[2] as PassengerField;
    errors[issue.field] = wording(issue, field, drafts[index]?.type ?? 'ADT', travelDate);
  }
  return errors;
}

function wording(issue: ValidationIssue, field: PassengerField, type: PassengerType, travelDate: string): string {
  const t = text.pricing.testOrder;
  if (issue.rule === AGE_RULE) {
    const { earliest, latest } = birthdayRange(type, travelDate);
    return format(t.errors.age[type], { date: formatDayDate(travelDate), earliest: earliest ?? '', latest });
  }
  if (field === 'sex') return t.errors.sex;
  const label = t.fieldNames[field];
  // Main words this rule in English (it names the service's B065); the form says it in the desk's language.
  if (issue.rule === DOCUMENT_RULE) return format(t.errors.documentRequired, { field: label });
  // The schema's messages follow the field's path ("passengers.1.lastName is required.").
  return issue.message.startsWith(issue.field) ? `${label}${issue.message.slice(issue.field.length)}` : issue.message;
}

/** "Child: born 2014-12-13 to 2024-12-12", shown under the birthday before anything is typed. */
export function birthdayHint(type: PassengerType, travelDate: string): string {
  const { earliest, latest } = birthdayRange(type, travelDate);
  return format(text.pricing.testOrder.birthdayHint[type], { earliest: earliest ?? '', latest });
}
