import { z } from 'zod';
import type { Text } from '../words/wording';
import { codedRule } from '../coded-rule';

/**
 * The sandbox training controls (Settings → Training, sandbox profiles only): a trainer makes the
 * next pricing move, slows or hangs an operation, makes it answer an error code, moves the sandbox
 * clock. Main carries each request to the active sandbox profile's own control routes.
 */

/** The seven operations of the buyer API, by the desk's names for them. */
export const TRAINING_OPERATIONS = ['shopping', 'precisePricing', 'ticketing', 'modifyOrderStatus', 'ancillaryOrderDetail', 'checkReimbursed', 'refundRequest'] as const;
export type TrainingOperation = (typeof TRAINING_OPERATIONS)[number];

export const PRICING_DRIFTS = ['up', 'down', 'booking-code', 'schedule'] as const;
export type PricingDrift = (typeof PRICING_DRIFTS)[number];

/** The rule of the refusal for a profile that is not a sandbox. */
export const SANDBOX_ONLY_RULE = 'sandbox profiles only';

/** How many calls a fault affects: 1–99, or null for every call until the faults are cleared. */
const calls = z.number().int(codedRule('rules.wholeCalls')).min(1, codedRule('rules.atLeast', { min: 1 })).max(99, codedRule('rules.atMost', { max: 99 })).nullable().default(1);

const operation = z.enum(TRAINING_OPERATIONS);

/** The next pricing moves the offer: up, down, to another booking code, or the flight is retimed (B068). */
export const forcePricingSchema = z.strictObject({ drift: z.enum(PRICING_DRIFTS) });

/** The operation waits `seconds` before answering. */
export const addLatencySchema = z.strictObject({
  operation,
  seconds: z.number().int(codedRule('rules.wholeSeconds')).min(1, codedRule('rules.atLeastSeconds', { min: 1 })).max(300, codedRule('rules.atMostSeconds', { max: 300 })),
  calls,
});

/** The operation never answers (the desk's time-out or Esc ends the wait). */
export const addHangSchema = z.strictObject({ operation, calls });

/** The operation answers this error code of its catalogue (the `message` picks between two rows of one code). */
export const answerErrorSchema = z.strictObject({
  operation,
  code: z.string().regex(/^[A-Z]\d{3}$/, codedRule('rules.errorCode')),
  message: z.string().max(300, codedRule('rules.atMostCharacters', { max: 300 })).optional(),
  calls,
});

/** Moves the sandbox clock forward (it never goes back; resetting the sandbox rewinds it). */
export const advanceClockSchema = z.strictObject({
  minutes: z.number().int(codedRule('rules.wholeMinutes')).min(1, codedRule('rules.atLeastMinutes', { min: 1 })).max(525_600, codedRule('rules.atMostMinutesAYear', { max: 525_600 })),
});

/** One code an operation can answer, from the desk's error catalogue. */
export interface TrainingErrorCode {
  code: string;
  /** The specification's message for it (placeholders such as XXX kept). */
  message: string;
  /** What it means for the agent. */
  explanation: Text;
}

export interface TrainingFault {
  id: number;
  /** The operation it applies to, or 'all'. */
  operation: TrainingOperation | 'all';
  /** The sandbox's fault kind: latency, hang, drift, error-code, timeout, system-error… */
  kind: string;
  latencyMs: number | null;
  drift: PricingDrift | null;
  code: string | null;
  message: string | null;
  /** Calls it still affects; null = until cleared. */
  remaining: number | null;
  applied: number;
  /** The rule in the sandbox's own syntax (e.g. `pricing:drift=up:times=1`). */
  spec: string;
}

export interface TrainingState {
  profileName: string;
  /** The sandbox's base URL (the API paths and its /sandbox/ control routes live under it). */
  baseUrl: string;
  clock: {
    /** The sandbox's "now" in Beijing time, `yyyy-MM-dd HH:mm:ss` (the service's time). */
    beijingTime: string;
    /** How far it runs ahead of the real clock. */
    offsetMinutes: number;
  };
  faults: TrainingFault[];
  /** Per operation, the error codes it can be made to answer. */
  errorCodes: Record<TrainingOperation, TrainingErrorCode[]>;
}
