import type { OutcomeUnknownError } from '../../contract/result';
import type { WholesaleOperation } from './errors/operations';

/** How the agent finds out whether a write that got no clear answer took effect. */
const HOW_TO_VERIFY: Partial<Record<WholesaleOperation, string>> = {
  ticketing:
    'Pay the order again: if the first payment went through, the service answers B024 "Order has been paid" and charges nothing more. You can also check the order in Orders.',
  refundRequest:
    'Submit the same refund again: if the first one arrived, the service answers B153 (duplicated refund request) and creates nothing new. You can also look for the refund order in Refunds or Reimbursements.',
  modifyOrderStatus:
    'Look the order up in the sandbox order list before forcing it again: if the first request went through it is already issued (ISSED).',
  preciseBooking:
    'Look for a new order of these passengers (open it by number, or in Orders) before booking again: booking again may create a second order, or answer B029 (duplicate reservation).',
  cancel:
    'Cancel the same order again: if the first request went through, the service answers B041 (already cancelled). You can also open the order to see its status.',
  uploadAttachment:
    'Upload the file again: at worst the first copy also arrived and stays unused on the service (only the id the desk receives is sent with the refund; no money moves).',
};

export function outcomeUnknown(operation: WholesaleOperation, what: string): OutcomeUnknownError {
  return {
    kind: 'outcome-unknown',
    operation,
    message: `${what} The request may have reached the service, so it may have taken effect.`,
    howToVerify: HOW_TO_VERIFY[operation] ?? 'Check the order before trying again.',
  };
}
