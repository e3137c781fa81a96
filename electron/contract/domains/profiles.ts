import { z } from 'zod';

export const ENVIRONMENTS = ['sandbox', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** What the renderer may know about a connection profile: never the key, never the full id. */
export interface ProfileSummary {
  id: string;
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  /** The partner id with all but its first and last characters masked. */
  maskedPartnerId: string;
  hasKey: boolean;
  /** True for the embedded sandbox profile, which cannot be edited or deleted. */
  builtIn: boolean;
  active: boolean;
}

export type KeychainStatus = { available: true } | { available: false; cause: string; fix: string };

export interface ProfileList {
  profiles: ProfileSummary[];
  keychain: KeychainStatus;
}

export const profileIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a profile id');

const baseUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(300, 'must be at most 300 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, 'must be a web address such as https://partner-api.example.com (no query, no credentials)');

/**
 * A profile as the Settings form sends it. The key is write-only: empty means "keep the key
 * already in the keychain". On edit, an empty partner id also means "keep".
 */
export const profileDraftSchema = z
  .strictObject({
    id: profileIdSchema.optional(),
    name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
    environment: z.enum(ENVIRONMENTS),
    apiBaseUrl: baseUrl,
    refundBaseUrl: baseUrl,
    partnerId: z.string().trim().max(200, 'must be at most 200 characters').default(''),
    partnerKey: z.string().max(500, 'must be at most 500 characters').default(''),
  })
  .superRefine((draft, context) => {
    if (draft.id === undefined && draft.partnerId === '') {
      context.addIssue({ code: 'custom', path: ['partnerId'], message: 'is required' });
    }
    if (draft.partnerId !== '' && /\s/.test(draft.partnerId)) {
      context.addIssue({ code: 'custom', path: ['partnerId'], message: 'must not contain spaces' });
    }
    // Outside the sandbox the key and every order travel to a real service: https only.
    if (draft.environment !== 'sandbox') {
      for (const field of ['apiBaseUrl', 'refundBaseUrl'] as const) {
        if (/^http:/i.test(draft[field])) {
          context.addIssue({ code: 'custom', path: [field], message: `must use https:// in the ${draft.environment} environment` });
        }
      }
    }
  });

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
  /** One sentence for the agent. */
  message: string;
  /** What to do about it (empty when connected). */
  nextStep: string;
  /** The technical detail (code, status), for IT. */
  detail: string;
  checkedAt: string;
}
