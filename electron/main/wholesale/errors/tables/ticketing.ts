/** Ticketing (paying an order from the partner credit): part 7.3 of the specification. */
import type { OperationTable } from '../catalogue-entry';
import { TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

/**
 * Paying again is the agent's way out of every uncertain answer: an order that is already paid
 * answers B024 "Order has been paid" and is never charged twice (real-world notes, Ticketing).
 */
const CHECK_BEFORE_PAYING_AGAIN =
  'Check the order in Orders before paying again. Paying again is safe: an order that is already paid is never charged twice.';

export const TICKETING: OperationTable = {
  spec: [
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: 'The flight platform had an internal error while taking the payment; the order may or may not be paid.',
      nextStep: CHECK_BEFORE_PAYING_AGAIN,
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'wrong parameter',
      condition: 'a parameter is wrong',
      explanation: 'The service did not accept one of the payment details (order number, contact name, e-mail, phone or PNR).',
      nextStep: 'Check the order number and the contact details in Ticketing, then pay again.',
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: 'order status does not allow ticketing',
      explanation: 'This order cannot be paid in its current state (cancelled, already issued, or its price not confirmed in the last 30 minutes).',
      nextStep: 'Check the order in Orders: only orders waiting for payment can be paid; confirm its price again, then pay.',
      retry: 'no',
    },
    {
      code: 'B010',
      specMessage: 'Order number not exist',
      condition: 'no such order',
      explanation: 'The service has no order with this number.',
      nextStep: 'Check the order number in Ticketing (copy it from Orders) and pay again.',
      retry: 'no',
    },
    {
      code: 'B022',
      specMessage: 'Ticketing failed',
      condition: 'balance is not enough to pay the order',
      explanation: "The agency's partner credit is too low to pay this order. Nothing was charged.",
      nextStep: 'Ask your administrator to top up the partner credit (Prepay or Alipay), then pay again in Ticketing.',
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: 'Order has been paid',
      condition: 'order already paid, no need to pay again',
      explanation: 'This order is already paid: the service never charges twice.',
      nextStep: 'Nothing to do: check the order in Orders; ticket numbers follow when it is issued.',
      retry: 'no',
    },
  ],
  // Not in the spec's table; chosen by the desk/sandbox.
  desk: [
    // Part 8 applies the concurrency limit to all operations, Ticketing included.
    tooManyRequests(
      'request over the concurrency limit (part 8: all operations)',
      'Wait a few seconds and pay again. Paying again is safe: an order that is already paid is never charged twice.',
    ),
    // The sandbox's time-out fault answers B024 with the time-out text on every operation. On
    // Ticketing only the message tells it from "Order has been paid", so it is matched by message;
    // a B024 whose message is neither reads as "already paid", as the table says.
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption: the time-out text of Shopping, sent by the sandbox on Ticketing)',
      explanation: 'The flight platform took too long to confirm the payment; the order may or may not be paid.',
      nextStep: CHECK_BEFORE_PAYING_AGAIN,
      retry: 'after-wait',
    },
  ],
};
