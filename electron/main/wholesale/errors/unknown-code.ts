/**
 * Words for a code the catalogue does not have for the operation. The agent sees the code and the
 * message as they came, and a next step that is safe whatever the code turns out to mean: on the
 * operations that move money, look before doing it again.
 */
import { say, sayWords, type Words } from '../../i18n/main-language';
import { quotable } from './plain-text';
import type { WholesaleOperation } from './operations';

const MAX_QUOTED_CODE = 20;
const MAX_QUOTED_MESSAGE = 200;

const [SUPPORT, SUPPORT_ZH]: Words = ["If it keeps happening, contact the platform's support with the code and message.", '如果一直发生，请带上代码和消息联系平台客服。'];

/** The next step for each operation, in both languages. */
const NEXT_STEPS: Readonly<Record<WholesaleOperation, Words>> = {
  shopping: [
    `Note the code and message, then search again in a moment. ${SUPPORT}`,
    `请记下代码和消息，稍后重新查询。${SUPPORT_ZH}`,
  ],
  precisePricing: [
    `Note the code and message, then price again in a moment or shop again. ${SUPPORT}`,
    `请记下代码和消息，稍后重新验价或重新查询。${SUPPORT_ZH}`,
  ],
  ticketing: [
    `Note the code and message, and check the order in Orders before paying again (an order that is already paid is never charged twice). ${SUPPORT}`,
    `请记下代码和消息，再次支付前先在订单页面检查此订单（已支付的订单绝不会重复扣款）。${SUPPORT_ZH}`,
  ],
  modifyOrderStatus: [
    `Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`,
    `请记下代码和消息，再试之前先在订单页面检查此订单。${SUPPORT_ZH}`,
  ],
  ancillaryOrderDetail: [
    `Note the code and message, then try again in a moment in Ancillaries. ${SUPPORT}`,
    `请记下代码和消息，稍后在附加服务页面再试。${SUPPORT_ZH}`,
  ],
  checkReimbursed: [
    `Note the code and message, then check again in a moment in Reimbursements. ${SUPPORT}`,
    `请记下代码和消息，稍后在退款页面重新查询。${SUPPORT_ZH}`,
  ],
  refundRequest: [
    `Note the code and message, and check Refunds for this order before submitting again, so the refund is not requested twice. ${SUPPORT}`,
    `请记下代码和消息，再次提交前先在退票页面查看此订单，以免重复申请退票。${SUPPORT_ZH}`,
  ],
  preciseBooking: [
    `Note the code and message, and check Orders for a new order of these passengers before booking again, so nothing is booked twice. ${SUPPORT}`,
    `请记下代码和消息，再次预订前先在订单页面查看这些乘客是否已有新订单，以免重复预订。${SUPPORT_ZH}`,
  ],
  orderPricing: [
    `Note the code and message, then check the price again in a moment. ${SUPPORT}`,
    `请记下代码和消息，稍后重新确认价格。${SUPPORT_ZH}`,
  ],
  cancel: [
    `Note the code and message, and check the order in Orders before cancelling again. ${SUPPORT}`,
    `请记下代码和消息，再次取消前先在订单页面检查此订单。${SUPPORT_ZH}`,
  ],
  uploadAttachment: [
    `Note the code and message, then upload the file again in Refunds, or upload it through the service's portal and paste its id. ${SUPPORT}`,
    `请记下代码和消息，在退票页面重新上传文件，或通过服务门户上传后粘贴其 ID。${SUPPORT_ZH}`,
  ],
  orderDetail: [
    `Note the code and message, then open the order again in a moment, or enter it by hand in Orders. ${SUPPORT}`,
    `请记下代码和消息，稍后重新打开此订单，或在订单页面手工录入。${SUPPORT_ZH}`,
  ],
};

const FALLBACK_NEXT_STEP: Words = [`Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`, `请记下代码和消息，再试之前先在订单页面检查此订单。${SUPPORT_ZH}`];

export function unknownCodeExplanation(code: string, message: string | undefined): string {
  const shownCode = quotable(code, MAX_QUOTED_CODE);
  const shownMessage = message === undefined ? '' : quotable(message, MAX_QUOTED_MESSAGE);
  const what =
    shownCode === ''
      ? say('The service reported an error without a code.', '服务报告了一个没有代码的错误。')
      : say(`The service answered with code ${shownCode}, which the desk does not know.`, `服务返回了代码 ${shownCode}，工作台不认识此代码。`);
  return shownMessage === ''
    ? say(`${what} It sent no message.`, `${what}没有附带消息。`)
    : say(`${what} Its message: "${shownMessage}".`, `${what}其消息为：“${shownMessage}”。`);
}

export function unknownCodeNextStep(operation: WholesaleOperation): string {
  const known = Object.hasOwn(NEXT_STEPS, operation);
  return sayWords(known ? NEXT_STEPS[operation] : FALLBACK_NEXT_STEP);
}
