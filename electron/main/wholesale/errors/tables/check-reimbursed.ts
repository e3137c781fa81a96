/** CheckReimbursed (the payout or voucher of a refund order): part 7.4 of the specification. */
import type { OperationTable } from '../catalogue-entry';
import { invalidBuyer, TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

export const CHECK_REIMBURSED: OperationTable = {
  spec: [
    {
      code: 'P001',
      specMessage: 'xxx is illegal',
      condition: 'request parameter illegal',
      explanation: 'The service did not accept the refund order number sent.',
      nextStep: 'Check the refund order number in Reimbursements and try again.',
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    invalidBuyer(),
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: 'The flight platform had an internal error and could not check the reimbursement.',
      nextStep: "Wait a moment and check again in Reimbursements. If it keeps failing, contact the platform's support.",
      retry: 'after-wait',
    },
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such order',
      explanation: 'The service has no order with this number.',
      nextStep: 'Check the refund order number in Reimbursements (copy it from Refunds) and try again.',
      retry: 'no',
    },
    {
      code: 'B141',
      specMessage: 'Order is not a refund order.',
      condition: 'the order number is not a refund order',
      explanation: 'That number belongs to an order that is not a refund order.',
      nextStep: 'Enter the refund order number (shown in Refunds), not the number of the original order.',
      retry: 'no',
    },
  ],
  // Not in the spec's table; chosen by the desk/sandbox.
  desk: [
    // Part 8 applies the concurrency limit to all operations.
    tooManyRequests('request over the concurrency limit (part 8: all operations)'),
    // The sandbox's time-out fault answers B024 with Shopping's time-out text on every operation.
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: 'The flight platform took too long to answer.',
      nextStep: 'Wait a few seconds and check again.',
      retry: 'after-wait',
    },
  ],
};
