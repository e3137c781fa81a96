/** CheckReimbursed (the payout or voucher of a refund order): part 7.4 of the specification. */
import { wording } from '../../../../contract/words';
import type { OperationTable } from '../catalogue-entry';
import { invalidBuyer, TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

export const CHECK_REIMBURSED: OperationTable = {
  spec: [
    {
      code: 'P001',
      specMessage: 'xxx is illegal',
      condition: 'request parameter illegal',
      explanation: wording('apiErrors.checkReimbursed.P001.explanation'),
      nextStep: wording('apiErrors.checkReimbursed.P001.nextStep'),
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    invalidBuyer(),
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: wording('apiErrors.checkReimbursed.S001.explanation'),
      nextStep: wording('apiErrors.checkReimbursed.S001.nextStep'),
      retry: 'after-wait',
    },
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such order',
      explanation: wording('apiErrors.checkReimbursed.B037.explanation'),
      nextStep: wording('apiErrors.checkReimbursed.B037.nextStep'),
      retry: 'no',
    },
    {
      code: 'B141',
      specMessage: 'Order is not a refund order.',
      condition: 'the order number is not a refund order',
      explanation: wording('apiErrors.checkReimbursed.B141.explanation'),
      nextStep: wording('apiErrors.checkReimbursed.B141.nextStep'),
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
      explanation: wording('apiErrors.checkReimbursed.B024.explanation'),
      nextStep: wording('apiErrors.checkReimbursed.B024.nextStep'),
      retry: 'after-wait',
    },
  ],
};
