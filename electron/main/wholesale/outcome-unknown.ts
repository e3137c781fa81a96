import type { OutcomeUnknownError } from '../../contract/result';
import { wording, type Text } from '../../contract/words';
import type { WholesaleOperation } from './errors/operations';

/** The writes whose outcome the agent can verify in a way of their own (`outcomeUnknown.howToVerify.<operation>`). */
const VERIFIABLE = ['ticketing', 'refundRequest', 'modifyOrderStatus', 'preciseBooking', 'cancel', 'uploadAttachment'] as const;
type Verifiable = (typeof VERIFIABLE)[number];

function isVerifiable(operation: WholesaleOperation): operation is Verifiable {
  return (VERIFIABLE as readonly string[]).includes(operation);
}

/** A write that got no clear answer: what happened (`what`), that it may have taken effect, and how the agent finds out. */
export function outcomeUnknown(operation: WholesaleOperation, what: Text): OutcomeUnknownError<Text> {
  return {
    kind: 'outcome-unknown',
    operation,
    message: wording('outcomeUnknown.message', { what }),
    howToVerify: wording(isVerifiable(operation) ? `outcomeUnknown.howToVerify.${operation}` : 'outcomeUnknown.howToVerify.other'),
  };
}
