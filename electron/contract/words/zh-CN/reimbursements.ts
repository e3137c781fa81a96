import type { REIMBURSEMENTS_EN } from '../en/reimbursements';
import type { ShapeOf } from '../table';

export const REIMBURSEMENTS_ZH_CN: ShapeOf<typeof REIMBURSEMENTS_EN> = {
  'reimbursements.noActiveProfile': '没有当前账户。',
  'reimbursements.noActiveProfile.fix': '请在设置中选择一个账户。',
  'reimbursements.cancelledBeforeCheck': '在发送查询之前已取消。',
  'reimbursements.checkedNotFiled': (p) => `订单 ${p.orderNum} 已查询，但不在订单文件中。`,
  'reimbursements.notInOrderFile': (p) => `orderId ${p.orderId} 不是订单文件中的订单。`,
  'reimbursements.notARefundOrder': (p) => `订单 ${p.orderNum} 不是退票单：只有退票单才有退款可查。`,
};
