import { z } from 'zod';
import { LANGUAGES, type Language } from './language';
import { codedRule } from '../coded-rule';

export type DeskMode = 'electron' | 'browser';

export interface AppInfo {
  name: string;
  version: string;
  mode: DeskMode;
  platform: string;
}

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** How tightly rows and controls are packed: compact by default (docs/desk-layout.md). */
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

export interface Preferences {
  theme: ThemeChoice;
  density: Density;
  /** Log request and response bodies (secrets removed) for diagnosing a problem with IT. */
  diagnosticsLogging: boolean;
  /** How long a search may take before it is abandoned. */
  shoppingTimeoutSeconds: number;
  /** A refund still waiting longer than this many days is overdue on the reimbursement board. */
  overdueDays: number;
  /** The desk's language, screens and main's own text alike; the OS language on first start. */
  language: Language;
  /** Main checks each open refund order in the background about this often (minutes, with jitter). */
  pollIntervalMinutes: number;
}

export const SHOPPING_TIMEOUT_RANGE = { min: 10, max: 300, default: 60 } as const;
export const OVERDUE_DAYS_RANGE = { min: 1, max: 365, default: 14 } as const;
/** 5 minutes at the least (the service limits concurrent calls), a day at the most. */
export const POLL_INTERVAL_MINUTES_RANGE = { min: 5, max: 1440, default: 30 } as const;

export const preferencesPatchSchema = z.strictObject({
  theme: z.enum(THEME_CHOICES).optional(),
  density: z.enum(DENSITIES).optional(),
  diagnosticsLogging: z.boolean().optional(),
  shoppingTimeoutSeconds: z
    .number()
    .int(codedRule('rules.wholeSeconds'))
    .min(SHOPPING_TIMEOUT_RANGE.min, codedRule('rules.atLeastSeconds', { min: SHOPPING_TIMEOUT_RANGE.min }))
    .max(SHOPPING_TIMEOUT_RANGE.max, codedRule('rules.atMostSeconds', { max: SHOPPING_TIMEOUT_RANGE.max }))
    .optional(),
  overdueDays: z
    .number()
    .int(codedRule('rules.wholeDays'))
    .min(OVERDUE_DAYS_RANGE.min, codedRule('rules.atLeastDays', { min: OVERDUE_DAYS_RANGE.min }))
    .max(OVERDUE_DAYS_RANGE.max, codedRule('rules.atMostDays', { max: OVERDUE_DAYS_RANGE.max }))
    .optional(),
  language: z.enum(LANGUAGES).optional(),
  pollIntervalMinutes: z
    .number()
    .int(codedRule('rules.wholeMinutes'))
    .min(POLL_INTERVAL_MINUTES_RANGE.min, codedRule('rules.atLeastMinutes', { min: POLL_INTERVAL_MINUTES_RANGE.min }))
    .max(POLL_INTERVAL_MINUTES_RANGE.max, codedRule('rules.atMostMinutes', { max: POLL_INTERVAL_MINUTES_RANGE.max }))
    .optional(),
});

export const emptyInputSchema = z.strictObject({});

/** Request ids are chosen by the renderer so it can cancel a call it started. */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, codedRule('rules.requestId'));

export const cancelRequestSchema = z.strictObject({ requestId: requestIdSchema });

export interface CancelOutcome {
  /** False when no call with that id was running (it had already finished). */
  cancelled: boolean;
}

export const externalUrlSchema = z.strictObject({
  url: z
    .string()
    .max(2048, codedRule('rules.atMostCharacters', { max: 2048 }))
    .refine(isSafeExternalUrl, codedRule('rules.httpAddress')),
});

export interface ExternalOpenOutcome {
  /** `system`: main opened it in the OS browser; `page`: the page must open it (browser mode). */
  openedBy: 'system' | 'page';
  url: string;
}

/** The only URLs the desk ever hands to the OS or a new tab: absolute http(s), no credentials. */
export function isSafeExternalUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}
