import type { Environment, ProfileSummary } from '../../contract';

/** A connection profile as main knows it. The partner key is never here: it lives in the keychain. */
export interface Profile {
  id: string;
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  partnerId: string;
  /** OrderDetail's path (assumed operation); the default unless the agent changed it. */
  orderDetailPath: string;
  /** UploadAttachmentFile's path (assumed operation); the default unless the agent changed it. */
  uploadAttachmentPath: string;
  /** OrderPricing in the Ticketing pre-flight (assumed operation); see `defaultOrderPricing`. */
  orderPricingBeforeTicketing: boolean;
  /** PreciseBooking with a real account (assumed operation); ignored for sandbox profiles, which always book test orders. */
  bookingEnabled: boolean;
  builtIn: boolean;
}

/** What the renderer may see of a profile. */
export function summarizeProfile(profile: Profile, hasKey: boolean, active: boolean): ProfileSummary {
  return {
    id: profile.id,
    name: profile.name,
    environment: profile.environment,
    apiBaseUrl: profile.apiBaseUrl,
    refundBaseUrl: profile.refundBaseUrl,
    orderDetailPath: profile.orderDetailPath,
    uploadAttachmentPath: profile.uploadAttachmentPath,
    orderPricingBeforeTicketing: profile.orderPricingBeforeTicketing,
    bookingEnabled: profile.environment === 'sandbox' || profile.bookingEnabled,
    maskedPartnerId: maskPartnerId(profile.partnerId),
    hasKey,
    builtIn: profile.builtIn,
    active,
  };
}

/** Keeps two characters at each end, enough to tell profiles apart, and hides the rest. */
export function maskPartnerId(partnerId: string): string {
  if (partnerId.length <= 6) return '•'.repeat(partnerId.length);
  return `${partnerId.slice(0, 2)}${'•'.repeat(6)}${partnerId.slice(-2)}`;
}
