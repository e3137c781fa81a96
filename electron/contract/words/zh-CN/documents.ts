import type { DOCUMENTS_EN } from '../en/documents';
import type { ShapeOf } from '../table';

/** 客户文件（行程单、电子客票收据、退票凭证）的文字。 */
export const DOCUMENTS_ZH_CN: ShapeOf<typeof DOCUMENTS_EN> = {
  'documents.gap.sellingPrice': '未录入销售价：录入此订单的销售价（或服务费）之前，收据不显示金额。',
  'documents.gap.refund': '订单文件中此订单没有退票，无法生成退票凭证。',
  'documents.gap.passenger': '此旅客不在订单中。',
};
