/**
 * Cancel (cancel an order that is not paid yet): ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION. Codes and meanings from real-world-notes.md; messages are the sandbox's wording.
 * Public material names both B010 and B037 for an unknown order, so both are explained.
 */
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, assumedUnknownOrder, TIME_OUT_MESSAGE } from '../shared';

const CHECK_THE_ORDER = 'Check the order in Orders: if it shows cancelled, nothing more is needed; otherwise try again.';

export const CANCEL: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: 'The service did not accept the order number or booking reference sent.',
      missing: 'The request was sent without an order number.',
      systemError: 'The flight platform had an internal error while cancelling; the order may or may not be cancelled.',
      nextStep: CHECK_THE_ORDER,
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: 'The flight platform took too long to cancel; the order may or may not be cancelled.',
      nextStep: CHECK_THE_ORDER,
      retry: 'after-wait',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: assumed('only orders waiting for payment can be cancelled'),
      explanation: 'Only orders waiting for payment can be cancelled; this one is paid or issued.',
      nextStep: 'Submit a refund in Refunds instead (issued orders are refunded, not cancelled).',
      retry: 'no',
    },
    assumedUnknownOrder(),
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: assumed('no such order (public material names B010 and B037)'),
      explanation: 'The service has no order with this number.',
      nextStep: 'Check the order number in Orders and try again.',
      retry: 'no',
    },
    {
      code: 'B041',
      specMessage: 'Order has been cancelled.',
      condition: assumed('the order is already cancelled'),
      explanation: 'This order is already cancelled.',
      nextStep: 'Nothing to do: check the order in Orders.',
      retry: 'no',
    },
  ],
};
