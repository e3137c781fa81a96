/** The reimbursement board's refusals (electron/main/desk/reimbursements/reimbursement-service.ts). */
export const REIMBURSEMENTS_EN = {
  'reimbursements.noActiveProfile': 'No active profile.',
  'reimbursements.noActiveProfile.fix': 'Choose a profile in Settings.',
  'reimbursements.cancelledBeforeCheck': 'Cancelled before the check was sent.',
  'reimbursements.checkedNotFiled': (p: { orderNum: string }) => `Order ${p.orderNum} was checked but is not in the order file.`,
  'reimbursements.notInOrderFile': (p: { orderId: number }) => `orderId ${p.orderId} is not an order of the order file.`,
  'reimbursements.notARefundOrder': (p: { orderNum: string }) => `Order ${p.orderNum} is not a refund order: only refund orders have a reimbursement to check.`,
};
