/**
 * ModifyOrderStatus (sandbox only: force a paid test order to issued).
 *
 * Part 7 lists no codes for this operation ("Error codes of AncillaryOrderDetail and
 * ModifyOrderStatus: not shown"), so every entry below is the desk's assumption, shared with the
 * sandbox: the authentication and validation codes every operation has, and Ticketing's order
 * codes, since this operation acts on the same air orders.
 */
import { wording } from '../../../../contract/words';
import type { OperationTable } from '../catalogue-entry';
import { TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

export const MODIFY_ORDER_STATUS: OperationTable = {
  spec: [],
  // Not in the spec; chosen by the desk/sandbox.
  desk: [
    unknownPartner('Partner is not exists.'),
    wrongPartnerKey('Illegal sign.'),
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error (desk assumption)',
      explanation: wording('apiErrors.modifyOrderStatus.S001.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.S001.nextStep'),
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: 'field illegal (desk assumption)',
      explanation: wording('apiErrors.modifyOrderStatus.P001.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.P001.nextStep'),
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: 'field missing (desk assumption)',
      explanation: wording('apiErrors.modifyOrderStatus.P002.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.P002.nextStep'),
      retry: 'no',
    },
    {
      code: 'B010',
      specMessage: 'Order number not exist',
      condition: 'order number does not exist (desk assumption, as on Ticketing)',
      explanation: wording('apiErrors.modifyOrderStatus.B010.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.B010.nextStep'),
      retry: 'no',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition:
        'order status is invalid: only paid, to-be-issued test orders can be forced to issued (desk assumption, as on Ticketing)',
      explanation: wording('apiErrors.modifyOrderStatus.B009.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.B009.nextStep'),
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: wording('apiErrors.modifyOrderStatus.B024.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.B024.nextStep'),
      retry: 'after-wait',
    },
    // Part 8 applies the concurrency limit to all operations.
    tooManyRequests('request over the concurrency limit (part 8: all operations)'),
    // The sandbox answers B060 (Shopping's "restriction rules" code) when asked to force a real,
    // non-test order: part 3 allows the transition for test orders only.
    {
      code: 'B060',
      specMessage: 'Interface is limited.',
      condition: 'the order is not a test order (sandbox choice; part 3: real orders are not supported)',
      explanation: wording('apiErrors.modifyOrderStatus.B060.explanation'),
      nextStep: wording('apiErrors.modifyOrderStatus.B060.nextStep'),
      retry: 'no',
    },
  ],
};
