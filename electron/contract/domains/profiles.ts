import { z } from 'zod';
import { wording, type Text, type Wording } from '../words/wording';
import type { SentIssue } from '../result';
import { codedRule } from '../coded-rule';

export const ENVIRONMENTS = ['sandbox', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Where the desk reads one order (OrderDetail, assumed from public material): the newest public
 * version. Accounts are enabled per version, so a profile may name another path.
 */
export const DEFAULT_ORDER_DETAIL_PATH = '/json/orderDetail/v13';

/**
 * Where the desk uploads a refund's supporting documents (UploadAttachmentFile, assumed, not in the
 * specification: docs/refunds.md). A profile whose service takes uploads elsewhere names its path.
 */
export const DEFAULT_UPLOAD_ATTACHMENT_PATH = '/json/uploadAttachmentFile';

export const uploadAttachmentPathSchema = z
  .string()
  .trim()
  .max(100, codedRule('rules.atMostCharacters', { max: 100 }))
  .regex(/^(\/[A-Za-z0-9_.-]+)+$/, codedRule('rules.pathSuchAs', { example: '/json/uploadAttachmentFile' }));

export const orderDetailPathSchema = z
  .string()
  .trim()
  .max(100, codedRule('rules.atMostCharacters', { max: 100 }))
  .regex(/^(\/[A-Za-z0-9_.-]+)+$/, codedRule('rules.pathSuchAs', { example: '/json/orderDetail/v13' }));

/**
 * "Order pricing before ticketing": the real service expects Ticketing within 30 minutes of an
 * OrderPricing (assumed from public material), so test and production profiles run it in the
 * pre-flight by default. The built-in sandbox runs it too (the desk rehearses the real path; the
 * sandbox's `requireOrderPricing` rule makes Ticketing answer B009 without it).
 */
export function defaultOrderPricing(_environment: Environment): boolean {
  return true;
}

/** What the renderer may know about a connection profile: never the key, never the full id. */
export interface ProfileSummary {
  id: string;
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  /** OrderDetail's path on this profile's service (assumed operation; see docs/order-file.md). */
  orderDetailPath: string;
  /** The attachment upload's path on this profile's service (assumed operation; see docs/refunds.md). */
  uploadAttachmentPath: string;
  /** Run OrderPricing (assumed operation) before paying: see `defaultOrderPricing`. */
  orderPricingBeforeTicketing: boolean;
  /**
   * Booking (PreciseBooking, assumed from public material) with this profile's real account. Always
   * true for sandbox profiles; off for test and production unless the agent turns it on.
   */
  bookingEnabled: boolean;
  /** The partner id with all but its first and last characters masked. */
  maskedPartnerId: string;
  hasKey: boolean;
  /** True for the embedded sandbox profile, which cannot be edited or deleted. */
  builtIn: boolean;
  active: boolean;
}

/** Whether the keychain can be used; when not, why and what fixes it (wordings: the screen words them). */
export type KeychainStatus = { available: true } | { available: false; cause: Text; fix: Text };

export interface ProfileList {
  profiles: ProfileSummary[];
  keychain: KeychainStatus;
  /**
   * Keychain entries of the desk that no profile uses (left by a damaged profiles.json, or a delete
   * the keychain refused): their account names (profile ids) only, never a key. Empty when the
   * keychain cannot be asked.
   */
  unusedKeys: string[];
}

/** A keychain entry to remove: one of `ProfileList.unusedKeys`. */
export const unusedKeyRefSchema = z.strictObject({
  account: z
    .string()
    .min(1, codedRule('rules.required'))
    .max(200, codedRule('rules.atMostCharacters', { max: 200 }))
    .regex(/^[^\p{Cc}]+$/u, codedRule('rules.unusedKeyAccount')),
});

export interface RemovedUnusedKey {
  account: string;
  /** What is still unused after the removal. */
  unusedKeys: string[];
}

export const profileIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, codedRule('rules.profileId'));

const baseUrl = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .max(300, codedRule('rules.atMostCharacters', { max: 300 }))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, codedRule('rules.webAddressSuchAs', { example: 'https://partner-api.example.com' }));

/**
 * A profile as the Settings form sends it. The key is write-only: empty means "keep the key
 * already in the keychain". On edit, an empty partner id also means "keep".
 */
export const profileDraftSchema = z
  .strictObject({
    id: profileIdSchema.optional(),
    name: z.string().trim().min(1, codedRule('rules.required')).max(60, codedRule('rules.atMostCharacters', { max: 60 })),
    environment: z.enum(ENVIRONMENTS),
    apiBaseUrl: baseUrl,
    refundBaseUrl: baseUrl,
    partnerId: z.string().trim().max(200, codedRule('rules.atMostCharacters', { max: 200 })).default(''),
    partnerKey: z.string().max(500, codedRule('rules.atMostCharacters', { max: 500 })).default(''),
    orderDetailPath: orderDetailPathSchema.default(DEFAULT_ORDER_DETAIL_PATH),
    uploadAttachmentPath: uploadAttachmentPathSchema.default(DEFAULT_UPLOAD_ATTACHMENT_PATH),
    orderPricingBeforeTicketing: z.boolean().default(true),
    /** Real accounts only (a sandbox always books test orders); off unless the agent turns it on. */
    bookingEnabled: z.boolean().default(false),
  })
  .superRefine((draft, context) => {
    if (draft.id === undefined && draft.partnerId === '') {
      context.addIssue({ code: 'custom', path: ['partnerId'], message: codedRule('rules.required') });
    }
    if (draft.partnerId !== '' && /\s/.test(draft.partnerId)) {
      context.addIssue({ code: 'custom', path: ['partnerId'], message: codedRule('rules.noSpaces') });
    }
    // Outside the sandbox the key and every order travel to a real service: https only.
    if (draft.environment !== 'sandbox') {
      for (const field of ['apiBaseUrl', 'refundBaseUrl'] as const) {
        if (/^http:/i.test(draft[field])) {
          context.addIssue({ code: 'custom', path: [field], message: codedRule('rules.httpsIn', { environment: draft.environment }) });
        }
      }
    }
    // A sandbox profile talks plain http and may carry a real partner id and key: only to this computer.
    if (draft.environment === 'sandbox') {
      for (const field of ['apiBaseUrl', 'refundBaseUrl'] as const) {
        if (!isLoopbackUrl(draft[field])) context.addIssue({ code: 'custom', path: [field], message: codedRule('rules.sandboxLoopback') });
      }
    }
  });

/** True for http(s) URLs whose host is this computer. The URL parser normalises 127.1, 0x7f.0.0.1 and the like. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const { hostname } = new URL(value.trim());
    return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
  } catch {
    return false;
  }
}

/** What a saved profile was, as far as the credential rules care. */
export interface SavedProfileFacts {
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  hasKey: boolean;
}

/**
 * The rules that keep a stored key going only where it was entered for (a changed environment
 * or base URL would otherwise send the stored partner id and sign, which never changes, to a new
 * host). Applied by main on save, and by the form before sending, so the agent reads why at once.
 */
export function profileEditIssues(saved: SavedProfileFacts, draft: { environment: Environment; apiBaseUrl: string; refundBaseUrl: string; partnerKey?: string }): SentIssue[] {
  const issues: SentIssue[] = [];
  if (draft.environment !== saved.environment) {
    issues.push({ field: 'environment', rule: 'unchanged', message: wording('profiles.environmentFixed', { saved: saved.environment.toUpperCase(), draft: draft.environment }) });
  }
  const moved = [
    sameAddress(saved.apiBaseUrl, draft.apiBaseUrl) ? null : wording('profiles.address.api'),
    sameAddress(saved.refundBaseUrl, draft.refundBaseUrl) ? null : wording('profiles.address.refund'),
  ].filter((label): label is Wording => label !== null);
  if (moved.length > 0 && saved.hasKey && !draft.partnerKey) {
    issues.push({ field: 'partnerKey', rule: 'required when a base URL changes', message: wording('profiles.keyAgain', { moved }) });
  }
  return issues;
}

function sameAddress(a: string, b: string): boolean {
  const normal = (value: string) => {
    try {
      return new URL(value.trim()).href.replace(/\/+$/, '');
    } catch {
      return value.trim().replace(/\/+$/, '');
    }
  };
  return normal(a) === normal(b);
}

export type ProfileDraft = z.input<typeof profileDraftSchema>;

export const profileRefSchema = z.strictObject({ id: profileIdSchema });

export interface DeletedProfile {
  deletedId: string;
  active: ProfileSummary;
}

export const CONNECTION_TEST_OUTCOMES = ['connected', 'wrong-partner-id', 'wrong-key', 'invalid-buyer', 'unreachable', 'tls', 'timeout', 'not-the-api'] as const;
export type ConnectionTestOutcome = (typeof CONNECTION_TEST_OUTCOMES)[number];

/** The answer of "Test connection": which of the things that can go wrong did. */
export interface ConnectionTest {
  profileId: string;
  outcome: ConnectionTestOutcome;
  /** One sentence for the agent (a wording: the screen words it). */
  message: Text;
  /** What to do about it (empty when connected). */
  nextStep: Text;
  /** The technical detail (code, status), for IT. */
  detail: Text;
  checkedAt: string;
}
