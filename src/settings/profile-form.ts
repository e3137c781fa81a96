import { issuesFromZod } from '@contract/validation';
import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, profileDraftSchema, profileEditIssues, type Environment, type ProfileDraft, type ProfileSummary } from '@contract/domains/profiles';
import type { ValidationIssue } from '@contract/result';
import { activeLanguage } from '@contract/format/active-language';
import { wordAll } from '@contract/words';

export type ProfileField = 'name' | 'environment' | 'apiBaseUrl' | 'refundBaseUrl' | 'partnerId' | 'partnerKey' | 'orderDetailPath' | 'uploadAttachmentPath';

export interface ProfileFormValues {
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  partnerId: string;
  partnerKey: string;
  orderDetailPath: string;
  uploadAttachmentPath: string;
  /** OrderPricing in the Ticketing pre-flight (assumed operation); on by default. */
  orderPricingBeforeTicketing: boolean;
  /** PreciseBooking with a real account (assumed operation); off by default, ignored in the sandbox. */
  bookingEnabled: boolean;
}

export const FIELD_LABELS: Record<ProfileField, string> = {
  name: 'Profile name',
  environment: 'Environment',
  apiBaseUrl: 'API base URL',
  refundBaseUrl: 'Refund base URL',
  partnerId: 'Partner id',
  partnerKey: 'Partner key',
  orderDetailPath: 'Order reading path (OrderDetail)',
  uploadAttachmentPath: 'Document upload path (refunds)',
};

export function emptyProfileForm(): ProfileFormValues {
  return { name: '', environment: 'test', apiBaseUrl: '', refundBaseUrl: '', partnerId: '', partnerKey: '', orderDetailPath: DEFAULT_ORDER_DETAIL_PATH, uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH, orderPricingBeforeTicketing: true, bookingEnabled: false };
}

/** Editing starts from what the desk may show: no partner id (masked) and never the key. */
export function formFromProfile(profile: ProfileSummary): ProfileFormValues {
  return { name: profile.name, environment: profile.environment, apiBaseUrl: profile.apiBaseUrl, refundBaseUrl: profile.refundBaseUrl, partnerId: '', partnerKey: '', orderDetailPath: profile.orderDetailPath, uploadAttachmentPath: profile.uploadAttachmentPath, orderPricingBeforeTicketing: profile.orderPricingBeforeTicketing, bookingEnabled: profile.environment !== 'sandbox' && profile.bookingEnabled };
}

export function draftFromForm(values: ProfileFormValues, editingId: string | null): ProfileDraft {
  return { ...(editingId ? { id: editingId } : {}), ...values };
}

export type FieldErrors = Partial<Record<ProfileField, string>>;

/**
 * The same rules main applies, run before sending, so the agent sees every problem at once: the
 * schema, and for an edit the credential rules (environment fixed, key again after a URL change).
 */
export function validateProfileForm(values: ProfileFormValues, editing: ProfileSummary | null): FieldErrors {
  const parsed = profileDraftSchema.safeParse(draftFromForm(values, editing?.id ?? null));
  const issues = parsed.success ? [] : issuesFromZod(parsed.error);
  if (editing) issues.push(...wordAll(activeLanguage(), profileEditIssues(editing, values)));
  return fieldErrorsFrom(issues);
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
