import type { OutcomeUnknownError } from '../../contract/result';
import { say, sayWords, type Words } from '../i18n/main-language';
import type { WholesaleOperation } from './errors/operations';

/** How the agent finds out whether a write that got no clear answer took effect, in both languages. */
const HOW_TO_VERIFY: Partial<Record<WholesaleOperation, Words>> = {
  ticketing: [
    'Pay the order again: if the first payment went through, the service answers B024 "Order has been paid" and charges nothing more. You can also check the order in Orders.',
    '再次支付此订单：如果第一次支付已成功，服务会答复 B024“Order has been paid”，不会再扣款。也可以在订单页面查看此订单。',
  ],
  refundRequest: [
    'Submit the same refund again: if the first one arrived, the service answers B153 (duplicated refund request) and creates nothing new. You can also look for the refund order in Refunds or Reimbursements.',
    '再次提交同一退票：如果第一次已到达，服务会答复 B153（重复的退票申请），不会新建。也可以在退票或退款页面查找退票单。',
  ],
  modifyOrderStatus: [
    'Look the order up in the sandbox order list before forcing it again: if the first request went through it is already issued (ISSED).',
    '再次强制出票前，请在沙箱订单列表中查看此订单：如果第一次请求已成功，它已是已出票（ISSED）。',
  ],
  preciseBooking: [
    'Look for a new order of these passengers (open it by number, or in Orders) before booking again: booking again may create a second order, or answer B029 (duplicate reservation).',
    '再次预订前，请查找这些乘客的新订单（按单号打开，或在订单页面）：再次预订可能生成第二个订单，或答复 B029（重复预订）。',
  ],
  cancel: [
    'Cancel the same order again: if the first request went through, the service answers B041 (already cancelled). You can also open the order to see its status.',
    '再次取消同一订单：如果第一次请求已成功，服务会答复 B041（已取消）。也可以打开订单查看其状态。',
  ],
  uploadAttachment: [
    'Upload the file again: at worst the first copy also arrived and stays unused on the service (only the id the desk receives is sent with the refund; no money moves).',
    '重新上传文件：最坏情况是第一份也已到达，但在服务上不会被使用（退票只带工作台收到的 ID；不涉及资金）。',
  ],
};

export function outcomeUnknown(operation: WholesaleOperation, what: string): OutcomeUnknownError {
  return {
    kind: 'outcome-unknown',
    operation,
    message: say(`${what} The request may have reached the service, so it may have taken effect.`, `${what} 请求可能已到达服务，因此可能已经生效。`),
    howToVerify: sayWords(HOW_TO_VERIFY[operation] ?? ['Check the order before trying again.', '再试之前请先检查此订单。']),
  };
}
