/**
 * OrderDetail (read one order) — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * The specification names the operation without a table. Public integrations show B037 (no such
 * order) and B048 (invalid buyer) on it; the other codes are the ones every operation answers
 * (authentication, field problems, system error, time-out, part 8's concurrency limit), worded as
 * on the neighbouring order-reading operations. Every entry is the desk's assumption, shared with
 * the sandbox.
 */
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
      explanation: 'The service has no order with this number for your account.',
      nextStep: 'Check the number. If the order is real but the service will not show it, enter it by hand in Orders.',
      retry: 'no',
    },
    { ...invalidBuyer(), condition: assumed('buyer invalid') },
    {
      code: 'S001',
      specMessage: 'System error',
      condition: assumed('system error'),
      explanation: 'The flight platform had an internal error and could not read this order.',
      nextStep: "Wait a moment and open it again in Orders. If it keeps failing, contact the platform's support.",
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: assumed('field illegal'),
      explanation: 'The service did not accept the order number sent.',
      nextStep: 'Check the order number and open it again in Orders, or enter the order by hand.',
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: assumed('field missing'),
      explanation: 'The service expected something the desk did not send (this account may use another version of the order reading).',
      nextStep: 'Enter the order by hand in Orders, and ask IT to check the order reading path in Settings.',
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: 'The flight platform took too long to answer.',
      nextStep: 'Wait a few seconds and try again.',
      retry: 'after-wait',
    },
    tooManyRequests(assumed('request over the concurrency limit (part 8: all operations)')),
  ],
};
