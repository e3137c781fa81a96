/**
 * OrderPricing V5 (confirm an order's price before paying): ASSUMED FROM PUBLIC MATERIAL, NOT IN
 * THE SPECIFICATION. Codes and meanings from real-world-notes.md; messages are the sandbox's
 * wording. B009 and B010 reuse Ticketing's words for the same order conditions.
 */
import { wording } from '../../../../../contract/words';
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, assumedUnknownOrder, TIME_OUT_MESSAGE } from '../shared';

export const ORDER_PRICING: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: wording('apiErrors.orderPricing.assumed.refused'),
      missing: wording('apiErrors.orderPricing.assumed.missing'),
      systemError: wording('apiErrors.orderPricing.assumed.systemError'),
      nextStep: wording('apiErrors.orderPricing.assumed.nextStep'),
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: wording('apiErrors.orderPricing.B024.explanation'),
      nextStep: wording('apiErrors.orderPricing.B024.nextStep'),
      retry: 'after-wait',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: assumed('the order is not waiting for payment (e.g. cancelled)'),
      explanation: wording('apiErrors.orderPricing.B009.explanation'),
      nextStep: wording('apiErrors.orderPricing.B009.nextStep'),
      retry: 'no',
    },
    assumedUnknownOrder(),
    {
      code: 'B112',
      specMessage: 'Order has been paid.',
      condition: assumed('the order is already paid'),
      explanation: wording('apiErrors.orderPricing.B112.explanation'),
      nextStep: wording('apiErrors.orderPricing.B112.nextStep'),
      retry: 'no',
    },
    {
      code: 'B113',
      specMessage: 'The filed fare is different from the order price.',
      condition: assumed('the filed fare differs from the order price'),
      explanation: wording('apiErrors.orderPricing.B113.explanation'),
      nextStep: wording('apiErrors.orderPricing.B113.nextStep'),
      retry: 'no',
    },
    {
      code: 'B114',
      specMessage: 'Flight has changed.',
      condition: assumed('a flight of the order changed'),
      explanation: wording('apiErrors.orderPricing.B114.explanation'),
      nextStep: wording('apiErrors.orderPricing.B114.nextStep'),
      retry: 'no',
    },
    {
      code: 'B115',
      specMessage: 'Last ticketing time has passed.',
      condition: assumed('the last ticketing time of the order has passed'),
      explanation: wording('apiErrors.orderPricing.B115.explanation'),
      nextStep: wording('apiErrors.orderPricing.B115.nextStep'),
      retry: 'no',
    },
    {
      code: 'B116',
      specMessage: 'Price has changed.',
      condition: assumed('the price of the order changed'),
      explanation: wording('apiErrors.orderPricing.B116.explanation'),
      nextStep: wording('apiErrors.orderPricing.B116.nextStep'),
      retry: 'no',
    },
  ],
};
