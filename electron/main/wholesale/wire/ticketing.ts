import { z } from 'zod';
import { decimal, orderNumber } from './primitives';

/** Ticketing `data` (2.7): payAmount = orderAmount + transactionExpense. */
export const wireTicketingData = z.object({
  orderNum: orderNumber,
  orderAmount: decimal,
  transactionExpense: decimal,
  payAmount: decimal,
});

export type WireTicketingData = z.output<typeof wireTicketingData>;
