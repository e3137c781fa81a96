/**
 * Cancel (cancel an order that is not paid yet): ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION. Codes and meanings from real-world-notes.md; messages are the sandbox's wording.
 * Public material names both B010 and B037 for an unknown order, so both are explained.
 */
import { wording } from '../../../../../contract/words';
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, assumedUnknownOrder, TIME_OUT_MESSAGE } from '../shared';

const CHECK_THE_ORDER = wording('apiErrors.cancel.checkTheOrder');

export const CANCEL: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: wording('apiErrors.cancel.assumed.refused'),
      missing: wording('apiErrors.cancel.assumed.missing'),
      systemError: wording('apiErrors.cancel.assumed.systemError'),
      nextStep: CHECK_THE_ORDER,
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: wording('apiErrors.cancel.B024.explanation'),
      nextStep: CHECK_THE_ORDER,
      retry: 'after-wait',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: assumed('only orders waiting for payment can be cancelled'),
      explanation: wording('apiErrors.cancel.B009.explanation'),
      nextStep: wording('apiErrors.cancel.B009.nextStep'),
      retry: 'no',
    },
    assumedUnknownOrder(),
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: assumed('no such order (public material names B010 and B037)'),
      explanation: wording('apiErrors.cancel.B037.explanation'),
      nextStep: wording('apiErrors.cancel.B037.nextStep'),
      retry: 'no',
    },
    {
      code: 'B041',
      specMessage: 'Order has been cancelled.',
      condition: assumed('the order is already cancelled'),
      explanation: wording('apiErrors.cancel.B041.explanation'),
      nextStep: wording('apiErrors.cancel.B041.nextStep'),
      retry: 'no',
    },
  ],
};
