/**
 * AncillaryOrderDetail (read a paid-baggage order).
 *
 * Part 7 lists no codes for this operation ("Error codes of AncillaryOrderDetail and
 * ModifyOrderStatus: not shown"), so every entry below is the desk's assumption, shared with the
 * sandbox.
 */
import { wording } from '../../../../contract/words';
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
      explanation: wording('apiErrors.ancillaryOrderDetail.S001.explanation'),
      nextStep: wording('apiErrors.ancillaryOrderDetail.S001.nextStep'),
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: 'field illegal (desk assumption)',
      explanation: wording('apiErrors.ancillaryOrderDetail.P001.explanation'),
      nextStep: wording('apiErrors.ancillaryOrderDetail.P001.nextStep'),
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: 'field missing (desk assumption)',
      explanation: wording('apiErrors.ancillaryOrderDetail.P002.explanation'),
      nextStep: wording('apiErrors.ancillaryOrderDetail.P002.nextStep'),
      retry: 'no',
    },
    // B037 is the "no such order" code of the neighbouring operations (CheckReimbursed,
    // RefundRequest), so the desk and the sandbox use it for an unknown ancillary order number.
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such ancillary order (desk assumption, as on CheckReimbursed and RefundRequest)',
      explanation: wording('apiErrors.ancillaryOrderDetail.B037.explanation'),
      nextStep: wording('apiErrors.ancillaryOrderDetail.B037.nextStep'),
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: wording('apiErrors.ancillaryOrderDetail.B024.explanation'),
      nextStep: wording('apiErrors.ancillaryOrderDetail.B024.nextStep'),
      retry: 'after-wait',
    },
    // Part 8 applies the concurrency limit to all operations.
    tooManyRequests('request over the concurrency limit (part 8: all operations)'),
  ],
};
