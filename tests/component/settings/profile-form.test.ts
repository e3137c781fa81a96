import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, type ProfileSummary } from '@contract/domains/profiles';
import { describe, expect, it } from 'vitest';
import { draftFromForm, emptyProfileForm, formFromProfile, validateProfileForm } from '../../../src/settings/profile-form';

const production: ProfileSummary = {
  id: 'p-1', name: 'Live', environment: 'production', apiBaseUrl: 'https://live-api.example.com', refundBaseUrl: 'https://live-refund.example.com',
  maskedPartnerId: 'Ag••••••==', hasKey: true, builtIn: false, active: false, orderDetailPath: DEFAULT_ORDER_DETAIL_PATH, uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH, orderPricingBeforeTicketing: true, bookingEnabled: false,
};

describe('the profile form explains the credential rules before anything is sent (review finding 1)', () => {
  it('a saved profile keeps its environment: the message names the field, the rule and what to do', () => {
    const values = { ...formFromProfile(production), environment: 'sandbox' as const, apiBaseUrl: 'http://127.0.0.1:9', refundBaseUrl: 'http://127.0.0.1:9' };
    const errors = validateProfileForm(values, production);
    expect(errors.environment).toMatch(/^Environment cannot change once a profile is saved \(it is PRODUCTION\)/);
    expect(errors.environment).toMatch(/new profile/);
  });

  it('a changed base URL asks for the partner key again, and is content once it is typed', () => {
    const moved = { ...formFromProfile(production), apiBaseUrl: 'https://elsewhere.example.com' };
    expect(validateProfileForm(moved, production).partnerKey).toMatch(/^Partner key is required again because the API base URL changed/);
    expect(validateProfileForm({ ...moved, partnerKey: 'typed-again' }, production)).toEqual({});
    expect(validateProfileForm(formFromProfile(production), production)).toEqual({});
  });

  it('a sandbox profile may point only at this computer', () => {
    const values = { name: 'Rehearsal', environment: 'sandbox' as const, apiBaseUrl: 'http://sandbox.example:8787', refundBaseUrl: 'http://localhost:8787', partnerId: 'P1', partnerKey: 'k', orderDetailPath: DEFAULT_ORDER_DETAIL_PATH, uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH, orderPricingBeforeTicketing: true, bookingEnabled: false };
    expect(validateProfileForm(values, null).apiBaseUrl).toMatch(/^API base URL must point at this computer \(127\.0\.0\.1, localhost or \[::1\]\) in the sandbox environment/);
    expect(validateProfileForm({ ...values, apiBaseUrl: 'http://127.0.0.1:8787' }, null)).toEqual({});
  });

  it('the booking path switches: a new profile runs order pricing and does not book; an edit starts from what is saved', () => {
    expect(emptyProfileForm()).toMatchObject({ orderPricingBeforeTicketing: true, bookingEnabled: false });
    expect(formFromProfile({ ...production, orderPricingBeforeTicketing: false, bookingEnabled: true })).toMatchObject({ orderPricingBeforeTicketing: false, bookingEnabled: true });
    expect(draftFromForm({ ...formFromProfile(production), bookingEnabled: true }, production.id)).toMatchObject({ id: 'p-1', orderPricingBeforeTicketing: true, bookingEnabled: true });
  });
});
