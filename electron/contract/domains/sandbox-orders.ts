import { z } from 'zod';
import type { Money } from './shopping';
import { isoDate } from './shopping';

const name = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z][A-Za-z '-]*$/, 'must be written in Latin letters, as in the passport');

export const testPassengerSchema = z.strictObject({
  type: z.enum(['ADT', 'CHD', 'INF']),
  lastName: name,
  firstName: name,
  birthday: isoDate,
  sex: z.enum(['M', 'F']),
});

/** "Create test order" (sandbox profiles only): a to-be-paid order from a priced offer. */
export const createTestOrderSchema = z.strictObject({
  pricedOfferId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a priced offer id'),
  passengers: z.array(testPassengerSchema).min(1, 'must list at least one passenger').max(18),
});

export type TestPassenger = z.input<typeof testPassengerSchema>;

export interface TestOrder {
  orderNum: string;
  stateCode: string;
  stateText: string;
  orderAmount: Money;
  currency: string;
  pnr: string | null;
  lastTicketingTime: string | null;
}
