/**
 * Words for a code the catalogue does not have for the operation. The agent sees the code and the
 * message as they came, and a next step that is safe whatever the code turns out to mean: on the
 * operations that move money, look before doing it again.
 */
import { quotable } from './plain-text';
import type { WholesaleOperation } from './operations';

const MAX_QUOTED_CODE = 20;
const MAX_QUOTED_MESSAGE = 200;

const SUPPORT = "If it keeps happening, contact the platform's support with the code and message.";

const NEXT_STEPS: Readonly<Record<WholesaleOperation, string>> = {
  shopping: `Note the code and message, then search again in a moment. ${SUPPORT}`,
  precisePricing: `Note the code and message, then price again in a moment or shop again. ${SUPPORT}`,
  ticketing: `Note the code and message, and check the order in Orders before paying again (an order that is already paid is never charged twice). ${SUPPORT}`,
  modifyOrderStatus: `Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`,
  ancillaryOrderDetail: `Note the code and message, then try again in a moment in Ancillaries. ${SUPPORT}`,
  checkReimbursed: `Note the code and message, then check again in a moment in Reimbursements. ${SUPPORT}`,
  refundRequest: `Note the code and message, and check Refunds for this order before submitting again, so the refund is not requested twice. ${SUPPORT}`,
  preciseBooking: `Note the code and message, and check Orders for a new order of these passengers before booking again, so nothing is booked twice. ${SUPPORT}`,
  orderPricing: `Note the code and message, then check the price again in a moment. ${SUPPORT}`,
  cancel: `Note the code and message, and check the order in Orders before cancelling again. ${SUPPORT}`,
  uploadAttachment: `Note the code and message, then upload the file again in Refunds, or upload it through the service's portal and paste its id. ${SUPPORT}`,
  orderDetail: `Note the code and message, then open the order again in a moment, or enter it by hand in Orders. ${SUPPORT}`,
};

const FALLBACK_NEXT_STEP = `Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`;

export function unknownCodeExplanation(code: string, message: string | undefined): string {
  const shownCode = quotable(code, MAX_QUOTED_CODE);
  const shownMessage = message === undefined ? '' : quotable(message, MAX_QUOTED_MESSAGE);
  const what =
    shownCode === ''
      ? 'The service reported an error without a code.'
      : `The service answered with code ${shownCode}, which the desk does not know.`;
  return shownMessage === '' ? `${what} It sent no message.` : `${what} Its message: "${shownMessage}".`;
}

export function unknownCodeNextStep(operation: WholesaleOperation): string {
  return Object.hasOwn(NEXT_STEPS, operation) ? NEXT_STEPS[operation] : FALLBACK_NEXT_STEP;
}
