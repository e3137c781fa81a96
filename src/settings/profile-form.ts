import { issuesFromZod } from '@contract/validation';
import { profileDraftSchema, type Environment, type ProfileDraft, type ProfileSummary } from '@contract/domains/profiles';
import type { ValidationIssue } from '@contract/result';

export type ProfileField = 'name' | 'environment' | 'apiBaseUrl' | 'refundBaseUrl' | 'partnerId' | 'partnerKey';

export interface ProfileFormValues {
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  partnerId: string;
  partnerKey: string;
}

export const FIELD_LABELS: Record<ProfileField, string> = {
  name: 'Profile name',
  environment: 'Environment',
  apiBaseUrl: 'API base URL',
  refundBaseUrl: 'Refund base URL',
  partnerId: 'Partner id',
  partnerKey: 'Partner key',
};

export function emptyProfileForm(): ProfileFormValues {
  return { name: '', environment: 'test', apiBaseUrl: '', refundBaseUrl: '', partnerId: '', partnerKey: '' };
}

/** Editing starts from what the desk may show: no partner id (masked) and never the key. */
export function formFromProfile(profile: ProfileSummary): ProfileFormValues {
  return { name: profile.name, environment: profile.environment, apiBaseUrl: profile.apiBaseUrl, refundBaseUrl: profile.refundBaseUrl, partnerId: '', partnerKey: '' };
}

export function draftFromForm(values: ProfileFormValues, editingId: string | null): ProfileDraft {
  return { ...(editingId ? { id: editingId } : {}), ...values };
}

export type FieldErrors = Partial<Record<ProfileField, string>>;

/** The same schema main applies, run before sending, so the agent sees every problem at once. */
export function validateProfileForm(values: ProfileFormValues, editingId: string | null): FieldErrors {
  const parsed = profileDraftSchema.safeParse(draftFromForm(values, editingId));
  return parsed.success ? {} : fieldErrorsFrom(issuesFromZod(parsed.error));
}

/** Issues from the schema or from main, as one message per field written with the field's label. */
export function fieldErrorsFrom(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (!(issue.field in FIELD_LABELS)) continue;
    const field = issue.field as ProfileField;
    errors[field] ??= issue.message.replace(issue.field, FIELD_LABELS[field]);
  }
  return errors;
}
