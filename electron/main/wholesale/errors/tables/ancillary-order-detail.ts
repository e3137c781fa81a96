/**
 * AncillaryOrderDetail (read a paid-baggage order).
 *
 * Part 7 lists no codes for this operation ("Error codes of AncillaryOrderDetail and
 * ModifyOrderStatus: not shown"), so every entry below is the desk's assumption, shared with the
 * sandbox.
 */
import type { OperationTable } from '../catalogue-entry';
import { TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

export const ANCILLARY_ORDER_DETAIL: OperationTable = {
  spec: [],
  // Not in the spec; chosen by the desk/sandbox.
  desk: [
    unknownPartner('Partner is not exists.'),
    wrongPartnerKey('Illegal sign.'),
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error (desk assumption)',
      explanation: 'The flight platform had an internal error and could not read this ancillary order.',
      nextStep: "Wait a moment and open it again in Ancillaries. If it keeps failing, contact the platform's support.",
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: 'field illegal (desk assumption)',
      explanation: 'The service did not accept the ancillary order number sent.',
      nextStep: 'Check the ancillary order number in Ancillaries and try again.',
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: 'field missing (desk assumption)',
      explanation: 'The request was sent without an ancillary order number.',
      nextStep: 'Enter the ancillary order number in Ancillaries and try again.',
      retry: 'no',
    },
    // B037 is the "no such order" code of the neighbouring operations (CheckReimbursed,
    // RefundRequest), so the desk and the sandbox use it for an unknown ancillary order number.
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such ancillary order (desk assumption, as on CheckReimbursed and RefundRequest)',
      explanation: 'The service has no ancillary order with this number.',
      nextStep: 'Check the number in Ancillaries: it is the ancillary order number, not the air order number.',
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: 'The flight platform took too long to answer.',
      nextStep: 'Wait a few seconds and try again.',
      retry: 'after-wait',
    },
    // Part 8 applies the concurrency limit to all operations.
    tooManyRequests('request over the concurrency limit (part 8: all operations)'),
  ],
};
