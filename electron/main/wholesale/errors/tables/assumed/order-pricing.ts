/**
 * OrderPricing V5 (confirm an order's price before paying): ASSUMED FROM PUBLIC MATERIAL, NOT IN
 * THE SPECIFICATION. Codes and meanings from real-world-notes.md; messages are the sandbox's
 * wording. B009 and B010 reuse Ticketing's words for the same order conditions.
 */
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, assumedUnknownOrder, TIME_OUT_MESSAGE } from '../shared';

export const ORDER_PRICING: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: 'The service did not accept the order number sent.',
      missing: 'The request was sent without an order number.',
      systemError: 'The flight platform had an internal error and could not confirm the price of this order.',
      nextStep: 'Wait a moment and check the price again in Ticketing.',
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: 'The flight platform took too long to confirm the price of this order.',
      nextStep: 'Wait a few seconds and check the price again in Ticketing.',
      retry: 'after-wait',
    },
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: assumed('the order is not waiting for payment (e.g. cancelled)'),
      explanation: 'This order is not waiting for payment, so its price cannot be confirmed.',
      nextStep: 'Check the order in Orders: only orders waiting for payment are priced and paid.',
      retry: 'no',
    },
    assumedUnknownOrder(),
    {
      code: 'B112',
      specMessage: 'Order has been paid.',
      condition: assumed('the order is already paid'),
      explanation: 'This order is already paid; there is no price left to confirm.',
      nextStep: 'Nothing to do: check the order in Orders; ticket numbers follow when it is issued.',
      retry: 'no',
    },
    {
      code: 'B113',
      specMessage: 'The filed fare is different from the order price.',
      condition: assumed('the filed fare differs from the order price'),
      explanation: "The airline's filed fare no longer matches this order's price.",
      nextStep: 'Check the price again in Ticketing; if it keeps failing, cancel the order and book again.',
      retry: 'no',
    },
    {
      code: 'B114',
      specMessage: 'Flight has changed.',
      condition: assumed('a flight of the order changed'),
      explanation: 'The airline changed a flight of this order since it was booked.',
      nextStep: 'Check the order in Orders with the traveller; cancel it and book again if the change does not suit.',
      retry: 'no',
    },
    {
      code: 'B115',
      specMessage: 'Last ticketing time has passed.',
      condition: assumed('the last ticketing time of the order has passed'),
      explanation: 'The deadline to pay this order has passed; it can no longer be paid.',
      nextStep: 'Shop and book again: search in Shopping for the same trip.',
      retry: 'no',
    },
    {
      code: 'B116',
      specMessage: 'Price has changed.',
      condition: assumed('the price of the order changed'),
      explanation: 'The price of this order changed since it was booked. Nothing was charged.',
      nextStep: 'Check the price again in Ticketing to see the new amount, then decide whether to pay.',
      retry: 'no',
    },
  ],
};
