/** RefundRequest: part 7.5 of the specification. */
import { wording } from '../../../../contract/words';
import type { OperationTable } from '../catalogue-entry';
import { invalidBuyer, TIME_OUT_MESSAGE, tooManyRequests, unknownPartner, wrongPartnerKey } from './shared';

/**
 * After an uncertain answer the refund may already be registered. Submitting again is harmless
 * (an identical refund in progress answers B153), but the agent should look first.
 */
const CHECK_BEFORE_SUBMITTING_AGAIN =
  wording('apiErrors.refundRequest.checkBeforeSubmittingAgain');

export const REFUND_REQUEST: OperationTable = {
  spec: [
    {
      code: 'S001',
      specMessage: 'System error',
      condition: 'system error',
      explanation: wording('apiErrors.refundRequest.S001.explanation'),
      nextStep: CHECK_BEFORE_SUBMITTING_AGAIN,
      retry: 'after-wait',
    },
    // The table lists P001 twice; the message tells the two apart.
    {
      code: 'P001',
      specMessage: 'xxx is illegal',
      condition: 'parameter illegal',
      explanation: wording('apiErrors.refundRequest.P001.explanation'),
      nextStep: wording('apiErrors.refundRequest.P001.nextStep'),
      retry: 'no',
    },
    {
      code: 'P001',
      specMessage: 'xxx is missing',
      condition: 'required parameter missing',
      explanation: wording('apiErrors.refundRequest.P001.missing.explanation'),
      nextStep: wording('apiErrors.refundRequest.P001.missing.nextStep'),
      retry: 'no',
    },
    unknownPartner('Partner is not exists'),
    wrongPartnerKey('Illegal sign'),
    invalidBuyer(),
    {
      code: 'B037',
      specMessage: 'Order is not exist',
      condition: 'no such order',
      explanation: wording('apiErrors.refundRequest.B037.explanation'),
      nextStep: wording('apiErrors.refundRequest.B037.nextStep'),
      retry: 'no',
    },
    tooManyRequests('request over the concurrency limit', wording('apiErrors.refundRequest.tooManyRequests.nextStep')),
    {
      code: 'B134',
      specMessage: 'Refund is not applicable for passenger [passenger name]',
      condition: 'the passenger or segment already has a refund or void that is processing or completed',
      explanation: wording('apiErrors.refundRequest.B134.explanation'),
      nextStep: wording('apiErrors.refundRequest.B134.nextStep'),
      retry: 'no',
    },
    {
      code: 'B135',
      specMessage: 'Passenger or ticket number is not in the order',
      condition: 'passenger or ticket number differs from the order',
      explanation: wording('apiErrors.refundRequest.B135.explanation'),
      nextStep: wording('apiErrors.refundRequest.B135.nextStep'),
      retry: 'no',
    },
    {
      code: 'B136',
      specMessage: 'This is not all passengers and routings of the order, please kindly check',
      condition: '`allPaxOfOrder` is 1 but `pnrList` lacks passengers or routings',
      explanation: wording('apiErrors.refundRequest.B136.explanation'),
      nextStep: wording('apiErrors.refundRequest.B136.nextStep'),
      retry: 'no',
    },
    {
      code: 'B137',
      specMessage: 'RefundPricing is not exist',
      condition: 'the refund pricing id does not exist',
      explanation: wording('apiErrors.refundRequest.B137.explanation'),
      nextStep: wording('apiErrors.refundRequest.B137.nextStep'),
      retry: 'no',
    },
    {
      code: 'B145',
      specMessage: 'Passenger(s) must request to refund same routing for one time.',
      condition: 'passengers refund different segments in one request; raise it per passenger',
      explanation: wording('apiErrors.refundRequest.B145.explanation'),
      nextStep: wording('apiErrors.refundRequest.B145.nextStep'),
      retry: 'no',
    },
    {
      code: 'B146',
      specMessage: 'Order#[Order number] is not applicable for refund.',
      condition: 'the order is neither an issued order nor a change order',
      explanation: wording('apiErrors.refundRequest.B146.explanation'),
      nextStep: wording('apiErrors.refundRequest.B146.nextStep'),
      retry: 'no',
    },
    {
      code: 'B149',
      specMessage: 'Refund Pricing ID#(Refund Pricing ID) has been expired.',
      condition: 'refund pricing id expired; price again',
      explanation: wording('apiErrors.refundRequest.B149.explanation'),
      nextStep: wording('apiErrors.refundRequest.B149.nextStep'),
      retry: 'no',
    },
    {
      code: 'B150',
      specMessage: 'This order was changed, please kindly use change order number.',
      condition: 'passenger and segment were changed; use the change order number',
      explanation: wording('apiErrors.refundRequest.B150.explanation'),
      nextStep: wording('apiErrors.refundRequest.B150.nextStep'),
      retry: 'no',
    },
    {
      code: 'B152',
      specMessage: 'pnrList information is not same as order, please kindly check.',
      condition: '`pnrList` differs from the order',
      explanation: wording('apiErrors.refundRequest.B152.explanation'),
      nextStep: wording('apiErrors.refundRequest.B152.nextStep'),
      retry: 'no',
    },
    {
      code: 'B153',
      specMessage: 'Duplicated refund request, please kindly check',
      condition: 'an identical refund is still being processed',
      explanation: wording('apiErrors.refundRequest.B153.explanation'),
      nextStep: wording('apiErrors.refundRequest.B153.nextStep'),
      retry: 'no',
    },
    {
      code: 'B154',
      specMessage: 'pnrList information is not same as refund pricing ID, please kindly check',
      condition: '`pnrList` differs from the refund pricing',
      explanation: wording('apiErrors.refundRequest.B154.explanation'),
      nextStep: wording('apiErrors.refundRequest.B154.nextStep'),
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
      explanation: wording('apiErrors.refundRequest.B024.explanation'),
      nextStep: CHECK_BEFORE_SUBMITTING_AGAIN,
      retry: 'after-wait',
    },
  ],
};
