import { z } from 'zod';
import type { SentError } from '../result';
import type { PaidAmounts } from '../ticketing/paid-amounts';
import type { ConfirmationRule } from '../ticketing/payment-confirmation';
import type { FiledOrder, OrderRow } from './orders';
import { orderNumberInput, orderRefSchema } from './orders';
import type { OfferDiff } from './pricing';
import type { Environment } from './profiles';
import { codedRule } from '../coded-rule';

/**
 * Ticketing (spec 4.4): paying an order from the partner credit, and in the sandbox forcing a
 * paid test order to issued. Orders are the order file's (`orderId`); the payment itself goes
 * through the order file's door, which records "payment sent" before the request leaves.
 */

// ---------------------------------------------------------------- the contact sent with the payment

/** `SURNAME/GIVEN` in Latin letters (spaces inside a part allowed), as the service reads names. */
export const CONTACT_NAME = /^[A-Z]+(?:[ '-][A-Z]+)*\/[A-Z]+(?:[ '-][A-Z]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?\d{6,20}$/;

export const ticketingContactSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s*\/\s*/, '/').replace(/\s+/g, ' '))
    .pipe(z.string().min(1, { message: codedRule('rules.required'), abort: true }).max(60, codedRule('rules.atMostCharacters', { max: 60 })).regex(CONTACT_NAME, codedRule('rules.latinTicketName'))),
  email: z.string().trim().min(1, { message: codedRule('rules.required'), abort: true }).max(100, codedRule('rules.atMostCharacters', { max: 100 })).regex(EMAIL, codedRule('rules.emailSuchAs', { example: 'agent@example.com' })),
  telNum: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, { message: codedRule('rules.required'), abort: true }).regex(TELEPHONE, codedRule('rules.telephoneDigits'))),
});

export type TicketingContact = z.output<typeof ticketingContactSchema>;
export type TicketingContactInput = z.input<typeof ticketingContactSchema>;

// ---------------------------------------------------------------- operations' inputs

/** Open an order for payment: from the file, or (`refresh`) read from the service first. */
export const prepareTicketingSchema = z.strictObject({
  orderNum: orderNumberInput,
  refresh: z.boolean().default(true),
});

/**
 * What the agent confirmed: the amount and currency shown (refused when the order's changed
 * since), and on production the last four digits of the order number as typed.
 */
export const payOrderSchema = z.strictObject({
  orderId: orderRefSchema.shape.orderId,
  contact: ticketingContactSchema,
  confirmed: z.strictObject({
    /** null: the order's amount is not known to the desk (an order entered by hand), and the agent confirmed that. */
    amount: z.string().regex(/^\d+(\.\d+)?$/, codedRule('rules.amountShown')).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/, codedRule('rules.currencyCode')).nullable(),
    lastFourDigits: z.string().trim().max(4, codedRule('rules.exactDigits', { count: 4 })).optional(),
  }),
  /**
   * The agent's answer when the agency's lock refused (docs/team-sync.md): take over another desk's
   * lease, or pay without the lock while the agency server cannot be reached. Absent: neither.
   */
  agencyLock: z.enum(['take-over', 'without-lock']).optional(),
});

export type PayOrderInput = z.input<typeof payOrderSchema>;

export const ticketingOrderSchema = orderRefSchema;

// ---------------------------------------------------------------- results

/**
 * OrderPricing before paying (assumed operation, run when the profile says so): `confirmed` the
 * price is the order's; `changed` it moved (the diff, with the order file's price on the left) and
 * paying waits for the agent's acknowledgement; `failed` it could not be confirmed (the error says
 * why and what to do); paying waits too.
 */
export interface OrderPriceCheck {
  state: 'confirmed' | 'changed' | 'failed';
  /** ISO instant of the last answer (the service expects Ticketing within 30 minutes of it). */
  checkedAt: string;
  diff: OfferDiff | null;
  currency: string | null;
  /** A change the agent acknowledged (ISO instant); null until then. */
  acknowledgedAt: string | null;
  error: SentError | null;
}

/** Re-confirming an order's price is older than this when paying runs OrderPricing again first. */
export const ORDER_PRICING_FRESH_MINUTES = 25;

/** One order of the "to pay" queue, soonest last ticketing time first. */
export interface QueuedOrder extends OrderRow {
  /** As the service sent it (Beijing). */
  lastTicketingTime: string | null;
}

export interface TicketingQueue {
  rows: QueuedOrder[];
  /** The orders not shown because the queue holds at most this many. */
  more: boolean;
}

/** An order ready for the pre-flight panel. */
export interface PreFlight {
  order: FiledOrder;
  /** Read from the service just now, or only the file's copy (with why in `notice`). */
  source: 'service' | 'file';
  notice: SentError | null;
  environment: Environment;
  profileName: string;
  /** The contact to send, prefilled from the order (what was sent last, else the lead passenger). */
  contact: { name: string; email: string; telNum: string };
  confirmation: ConfirmationRule;
  /** Sandbox profiles only: "Force issue (sandbox)" is offered. */
  forceIssue: boolean;
  /** The profile's "order pricing before ticketing" switch. */
  orderPricingRequired: boolean;
  /** The last OrderPricing of this order in this desk; null when none ran (switch off, not to be paid). */
  orderPricing: OrderPriceCheck | null;
}

/**
 * A payment that went through (`paid`), or that the service says had already gone through
 * (`already-paid`: B024 "Order has been paid" — the answer to Check after an unknown outcome).
 */
export interface PaymentResult {
  outcome: 'paid' | 'already-paid';
  order: FiledOrder;
  /** Ticketing's amounts with the desk's check of the sum; null for `already-paid`. */
  amounts: PaidAmounts | null;
}

/** After "Force issue (sandbox)": the order as re-read from the service (tickets, airline PNR). */
export interface IssueResult {
  order: FiledOrder;
}
