/**
 * State codes (real-world notes) and the display texts the specification shows, plus the
 * sandbox's texts for the states the specification leaves without one.
 */
import { type AirOrderState, type RefundOrderState } from './order-model';

export const STATE_TEXTS: Readonly<Record<AirOrderState | RefundOrderState, string>> = {
  TO_BE_PAID: 'To be paid',
  ISS_PRC: 'Paid, to be issued',
  ISSED: 'ISSED',
  CNCL: 'Cancelled',
  REFD_PRC: 'Refund request',
  REFD_TO_BE_REIM: 'To be reimbursed',
  REFD_REIMED: 'Reimbursed',
};

/** States in which the order has been paid (ticketing answers B024 "Order has been paid"). */
export const PAID_STATES: ReadonlySet<AirOrderState> = new Set(['ISS_PRC', 'ISSED']);
