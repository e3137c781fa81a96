/**
 * OrderDetail (read one order) — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * The specification names the operation without a table. Public integrations show B037 (no such
 * order) and B048 (invalid buyer) on it; the other codes are the ones every operation answers
 * (authentication, field problems, system error, time-out, part 8's concurrency limit), worded as
 * on the neighbouring order-reading operations. Every entry is the desk's assumption, shared with
 * the sandbox.
 */
import { wording } from '../../../../../contract/words';
import type { OperationTable } from '../../catalogue-entry';
import { assumed, invalidBuyer, TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from '../shared';

export const ORDER_DETAIL: OperationTable = {
  spec: [],
  // Not in the spec: public material (B037, B048) and the desk's assumptions (the rest).
  desk: [
    unknownPartner('Partner is not exists.'),
    wrongPartnerKey('Illegal sign.'),
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: assumed('no such order'),
      explanation: wording('apiErrors.orderDetail.B037.explanation'),
      nextStep: wording('apiErrors.orderDetail.B037.nextStep'),
      retry: 'no',
    },
    { ...invalidBuyer(), condition: assumed('buyer invalid') },
    {
      code: 'S001',
      specMessage: 'System error',
      condition: assumed('system error'),
      explanation: wording('apiErrors.orderDetail.S001.explanation'),
      nextStep: wording('apiErrors.orderDetail.S001.nextStep'),
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: assumed('field illegal'),
      explanation: wording('apiErrors.orderDetail.P001.explanation'),
      nextStep: wording('apiErrors.orderDetail.P001.nextStep'),
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: assumed('field missing'),
      explanation: wording('apiErrors.orderDetail.P002.explanation'),
      nextStep: wording('apiErrors.orderDetail.P002.nextStep'),
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: wording('apiErrors.orderDetail.B024.explanation'),
      nextStep: wording('apiErrors.orderDetail.B024.nextStep'),
      retry: 'after-wait',
    },
    tooManyRequests(assumed('request over the concurrency limit (part 8: all operations)')),
  ],
};
