import type { DOCUMENT_DESK_EN } from '../en/document-desk';
import type { ShapeOf } from '../table';

export const DOCUMENT_DESK_ZH_CN: ShapeOf<typeof DOCUMENT_DESK_EN> = {
  'documentDesk.orderNotInFile': (p) => `订单 ${p.orderId} 不在订单文件中。`,
  'documentDesk.sellingPrice.noCurrency': '订单文件中还没有此订单的币种：请先刷新订单，再填写销售价。',
  'documentDesk.sellingPrice.feeNeedsNet': '服务费加在订单的净价之上，而订单文件中没有净价：请改为填写销售总价。',
  'documentDesk.logo.notAnImage': '徽标既不是 PNG 也不是 JPEG 文件（按文件开头的字节判断，与文件名无关）。',
  'documentDesk.logo.unreadable': '徽标开头像图片，但无法作为图片读取（已损坏或不完整）：请用图片软件重新保存。',
  'documentDesk.logo.tooLarge': (p) => `徽标大小为 ${p.size}；徽标最大 ${p.max}。`,
  'documentDesk.receipt.noSellingPrice': (p) => `订单 ${p.orderNum} 没有销售价：收据显示客户支付的金额，从不显示净价。请填写销售价（或服务费），或选择显示净价。`,
  'documentDesk.passengerNotInOrder': (p) => `第 ${p.passenger} 位乘客不是此订单的乘客。`,
  'documentDesk.notARefund': (p) => `订单 ${p.orderNum} 不是退票订单，本工作台也没有它的退票申请：退票凭证只为退票订单或有退票草稿的订单生成。`,
  'documentDesk.saveDialogTitle': '将文件另存为 PDF',
  'documentDesk.pdfFiles': 'PDF 文件',
  'documentDesk.printFailed': (p) => `无法打印此文件：${p.reason}`,
};
