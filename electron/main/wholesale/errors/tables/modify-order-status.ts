/**
 * ModifyOrderStatus (sandbox only: force a paid test order to issued).
 *
 * Part 7 lists no codes for this operation ("Error codes of AncillaryOrderDetail and
 * ModifyOrderStatus: not shown"), so every entry below is the desk's assumption, shared with the
 * sandbox: the authentication and validation codes every operation has, and Ticketing's order
 * codes, since this operation acts on the same air orders.
 */
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
      explanation: 'The service had an internal error and could not force this test order to issued.',
      nextStep: "Check the order in Orders; if it is still 'Paid, to be issued', try again in a moment.",
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: 'field illegal (desk assumption)',
      explanation: 'The service did not accept the order number sent.',
      nextStep: 'Check the order number (copy it from Orders) and try again.',
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: 'field missing (desk assumption)',
      explanation: 'The request was sent without an order number.',
      nextStep: 'Choose the test order in Orders and try again.',
      retry: 'no',
    },
    {
      code: 'B010',
      specMessage: 'Order number not exist',
      condition: 'order number does not exist (desk assumption, as on Ticketing)',
      explanation: 'The service has no order with this number.',
      nextStep: 'Check the order number in Orders and try again.',
      retry: 'no',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition:
        'order status is invalid: only paid, to-be-issued test orders can be forced to issued (desk assumption, as on Ticketing)',
      explanation: 'Only test orders that are paid and waiting to be issued can be forced to issued; this order is not one.',
      nextStep: 'Check the order in Orders: pay it in Ticketing first if it is unpaid; an issued order needs nothing more.',
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: 'The service took too long to answer; the order may or may not have been issued.',
      nextStep: "Check the order in Orders; if it is still 'Paid, to be issued', try again in a few seconds.",
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
      explanation: 'Only test orders can be forced to issued, and this order is not one.',
      nextStep: 'Use this only on test orders. Real orders are issued by the platform: follow them in Orders.',
      retry: 'no',
    },
  ],
};
