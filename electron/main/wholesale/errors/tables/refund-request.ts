/** RefundRequest: part 7.5 of the specification. */
import type { OperationTable } from '../catalogue-entry';
import { invalidBuyer, TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

/**
 * After an uncertain answer the refund may already be registered. Submitting again is harmless
 * (an identical refund in progress answers B153), but the agent should look first.
 */
const CHECK_BEFORE_SUBMITTING_AGAIN =
  'Check Refunds for this order before submitting again; if the first request went through, a new one is refused as a duplicate.';

export const REFUND_REQUEST: OperationTable = {
  spec: [
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: 'The flight platform had an internal error; the refund may or may not have been registered.',
      nextStep: CHECK_BEFORE_SUBMITTING_AGAIN,
      retry: 'after-wait',
    },
    // The table lists P001 twice; the message tells the two apart.
    {
      code: 'P001',
      specMessage: 'xxx is illegal',
      condition: 'parameter illegal',
      explanation: 'The service did not accept one of the refund details.',
      nextStep: 'Check the passengers, flights and refund details in Refunds and submit again.',
      retry: 'no',
    },
    {
      code: 'P001',
      specMessage: 'xxx is missing',
      condition: 'required parameter missing',
      explanation: 'The refund request was sent without a detail the service needs.',
      nextStep: 'Complete the refund in Refunds and submit again.',
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    invalidBuyer(),
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such order',
      explanation: 'The service has no order with this number.',
      nextStep: 'Check the order number in Refunds (copy it from Orders) and submit again.',
      retry: 'no',
    },
    tooManyRequests('request over the concurrency limit', 'Wait a few seconds and submit the refund again.'),
    {
      code: 'B134',
      specMessage: 'Refund is not applicable for passenger [passenger name]',
      condition: 'the passenger or segment already has a refund or void that is processing or completed',
      explanation: 'A passenger in this request already has a refund or void, in progress or completed, for these flights.',
      nextStep: 'Remove that passenger from the refund, or follow the existing refund in Refunds.',
      retry: 'no',
    },
    {
      code: 'B135',
      specMessage: 'Passenger or ticket number is not in the order',
      condition: 'passenger or ticket number differs from the order',
      explanation: 'A passenger name or ticket number in the request does not match the order.',
      nextStep: 'Compare the names and ticket numbers with the order in Orders, correct them in Refunds and submit again.',
      retry: 'no',
    },
    {
      code: 'B136',
      specMessage: 'This is not all passengers and routings of the order, please kindly check',
      condition: '`allPaxOfOrder` is 1 but `pnrList` lacks passengers or routings',
      explanation: 'The refund was marked as covering the whole order, but some passengers or flights of the order are missing.',
      nextStep: 'In Refunds, include every passenger and flight of the order, or choose to refund only part of it.',
      retry: 'no',
    },
    {
      code: 'B137',
      specMessage: 'RefundPricing is not exist',
      condition: 'the refund pricing id does not exist',
      explanation: 'The refund quote used for this request does not exist.',
      nextStep: 'Get a new refund quote in Refunds, or submit without one.',
      retry: 'no',
    },
    {
      code: 'B145',
      specMessage: 'Passenger(s) must request to refund same routing for one time.',
      condition: 'passengers refund different segments in one request; raise it per passenger',
      explanation: 'All passengers in one refund request must refund the same flights.',
      nextStep: 'Split the refund in Refunds: one request per passenger, or per group refunding the same flights.',
      retry: 'no',
    },
    {
      code: 'B146',
      specMessage: 'Order#[Order number] is not applicable for refund.',
      condition: 'the order is neither an issued order nor a change order',
      explanation: 'This order cannot be refunded: only issued orders and change orders can.',
      nextStep: 'Check the order in Orders: refund it once it is issued, or refund its change order if it was changed.',
      retry: 'no',
    },
    {
      code: 'B149',
      specMessage: 'Refund Pricing ID#(Refund Pricing ID) has been expired.',
      condition: 'refund pricing id expired; price again',
      explanation: 'The refund quote has expired.',
      nextStep: 'Get a new refund quote in Refunds and submit again with it.',
      retry: 'no',
    },
    {
      code: 'B150',
      specMessage: 'This order was changed, please kindly use change order number.',
      condition: 'passenger and segment were changed; use the change order number',
      explanation: 'These passengers and flights were changed, so the refund must be made on the change order.',
      nextStep: 'Submit the refund in Refunds with the change order number (find it with the order in Orders).',
      retry: 'no',
    },
    {
      code: 'B152',
      specMessage: 'pnrList information is not same as order, please kindly check.',
      condition: '`pnrList` differs from the order',
      explanation: 'The passengers or flights in the request do not match the order.',
      nextStep: 'Reload the order in Refunds so that passengers and flights come from the order, then submit again.',
      retry: 'no',
    },
    {
      code: 'B153',
      specMessage: 'Duplicated refund request, please kindly check',
      condition: 'an identical refund is still being processed',
      explanation: 'A refund with the same passengers and segments is already being processed.',
      nextStep: 'Do not resubmit: check the refund order in Refunds or Reimbursements.',
      retry: 'no',
    },
    {
      code: 'B154',
      specMessage: 'pnrList information is not same as refund pricing ID, please kindly check',
      condition: '`pnrList` differs from the refund pricing',
      explanation: 'The passengers or flights in the request do not match the refund quote.',
      nextStep: 'In Refunds, get a new refund quote for exactly these passengers and flights, then submit again.',
      retry: 'no',
    },
  ],
  // Not in the spec's table; chosen by the desk/sandbox.
  desk: [
    // The sandbox's time-out fault answers B024 with Shopping's time-out text on every operation.
    // A refund write that timed out may still have been registered.
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: 'time-out (desk assumption)',
      explanation: 'The flight platform took too long to answer; the refund may or may not have been registered.',
      nextStep: CHECK_BEFORE_SUBMITTING_AGAIN,
      retry: 'after-wait',
    },
  ],
};
