import { z } from 'zod';
import { codedRule } from '../coded-rule';
import { orderRefSchema } from './orders';

/**
 * What the customer pays for an order (issue 25): agencies sell above the net price they pay the
 * platform, so a receipt shows the selling price the agent entered, never the net price by default.
 * The agent enters either the selling total or a service fee on top of the net price; both are
 * decimal strings in the order's currency, kept in the order file and audited.
 */
const SELLING_PRICE_MODES = ['total', 'fee'] as const;
export type SellingPriceMode = (typeof SELLING_PRICE_MODES)[number];

/** Up to 999,999,999.99: an order's total never comes near it; a longer number is a typing slip. */
const WHOLE_DIGITS = 9;

/**
 * A typed amount: digits with a point and at most two decimals. Each rule is checked in turn and
 * named by code (`rules.*` in the words catalogue).
 */
const typedAmountSchema = z
  .string()
  .trim()
  .min(1, { message: codedRule('rules.required'), abort: true })
  .regex(/^-?\d+(?:\.\d+)?$/, { message: codedRule('rules.amountSuchAs', { example: '1280.00' }), abort: true })
  .refine((value) => !value.startsWith('-'), { message: codedRule('rules.notNegative'), abort: true })
  .regex(/^\d+(?:\.\d{1,2})?$/, { message: codedRule('rules.atMostDecimals', { max: 2 }), abort: true })
  .refine((value) => (value.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length <= WHOLE_DIGITS, codedRule('rules.lessThan', { limit: '1,000,000,000' }));

export const sellingPriceSchema = z.strictObject({
  orderId: orderRefSchema.shape.orderId,
  mode: z.enum(SELLING_PRICE_MODES),
  amount: typedAmountSchema,
  /**
   * The currency shown beside the amount when it was typed: a selling price is in the order's
   * currency, so another one is refused rather than silently relabelled.
   */
  currency: z.string().regex(/^[A-Z]{3}$/, codedRule('rules.currencyCode')).optional(),
});

/** The selling price as last entered: what was typed, and the total it makes. */
export interface SellingPriceEntry {
  mode: SellingPriceMode;
  /** As typed (normalised to the desk's money string): the total, or the fee. */
  amount: string;
  currency: string;
  /** What the customer pays: the amount, or the net price plus the fee (null: a fee, and the file lost the net price). */
  total: string | null;
  /** When it was entered (UTC instant) and on which profile's desk. */
  enteredAt: string;
  profileName: string;
}

export interface SellingPriceView {
  orderId: number;
  orderNum: string;
  /** The order's currency and net price (what the agency pays the platform); null when the file has none. */
  currency: string | null;
  netAmount: string | null;
  current: SellingPriceEntry | null;
}
