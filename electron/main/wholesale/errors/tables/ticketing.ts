/** Ticketing (paying an order from the partner credit): part 7.3 of the specification. */
import { wording } from '../../../../contract/words';
import type { OperationTable } from '../catalogue-entry';
import { TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

/**
 * Paying again is the agent's way out of every uncertain answer: an order that is already paid
 * answers B024 "Order has been paid" and is never charged twice (real-world notes, Ticketing).
 */
const CHECK_BEFORE_PAYING_AGAIN =
  wording('apiErrors.ticketing.checkBeforePayingAgain');

export const TICKETING: OperationTable = {
  spec: [
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: wording('apiErrors.ticketing.S001.explanation'),
      nextStep: CHECK_BEFORE_PAYING_AGAIN,
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'wrong parameter',
      condition: 'a parameter is wrong',
      explanation: wording('apiErrors.ticketing.P001.explanation'),
      nextStep: wording('apiErrors.ticketing.P001.nextStep'),
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    {
      code: 'B009',
      specMessage: 'Order status is invalid',
      condition: 'order status does not allow ticketing',
      explanation: wording('apiErrors.ticketing.B009.explanation'),
      nextStep: wording('apiErrors.ticketing.B009.nextStep'),
      retry: 'no',
    },
    {
      code: 'B010',
      specMessage: 'Order number not exist',
      condition: 'no such order',
      explanation: wording('apiErrors.ticketing.B010.explanation'),
      nextStep: wording('apiErrors.ticketing.B010.nextStep'),
      retry: 'no',
    },
    {
      code: 'B022',
      specMessage: 'Ticketing failed',
      condition: 'balance is not enough to pay the order',
      explanation: wording('apiErrors.ticketing.B022.explanation'),
      nextStep: wording('apiErrors.ticketing.B022.nextStep'),
      retry: 'no',
    },
    {
      code: 'B024',
      specMessage: 'Order has been paid',
      condition: 'order already paid, no need to pay again',
      explanation: wording('apiErrors.ticketing.B024.explanation'),
      nextStep: wording('apiErrors.ticketing.B024.nextStep'),
      retry: 'no',
    },
  ],
  // Not in the spec's table; chosen by the desk/sandbox.
  desk: [
    // Part 8 applies the concurrency limit to all operations, Ticketing included.
    tooManyRequests(
      'request over the concurrency limit (part 8: all operations)',
      wording('apiErrors.ticketing.tooManyRequests.nextStep'),
    ),
    // The sandbox's time-out fault answers B024 with the time-out text on every operation. On
    // Ticketing only the message tells it from "Order has been paid", so it is matched by message;
    // a B024 whose message is neither reads as "already paid", as the table says.
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption: the time-out text of Shopping, sent by the sandbox on Ticketing)',
      explanation: wording('apiErrors.ticketing.B024.timeout.explanation'),
      nextStep: CHECK_BEFORE_PAYING_AGAIN,
      retry: 'after-wait',
    },
  ],
};
