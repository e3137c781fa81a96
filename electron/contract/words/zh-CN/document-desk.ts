import type { DOCUMENT_DESK_EN } from '../en/document-desk';
import type { ShapeOf } from '../table';

export const DOCUMENT_DESK_ZH_CN: ShapeOf<typeof DOCUMENT_DESK_EN> = {
  'documentDesk.orderNotInFile': (p) => `订单 ${p.orderId} 不在订单文件中。`,
  'documentDesk.sellingPrice.noCurrency': '订单文件中还没有此订单的币种：请先刷新订单，再填写销售价。',
  'documentDesk.sellingPrice.feeNeedsNet': '服务费加在订单的净价之上，而订单文件中没有净价：请改为填写销售总价。',
  'documentDesk.logo.notAnImage': '徽标既不是 PNG 也不是 JPEG 文件（按文件开头的字节判断，与文件名无关）。',
  'documentDesk.logo.unreadable': '徽标开头像图片，但无法作为图片读取（已损坏或不完整）：请用图片软件重新保存。',
  'documentDesk.logo.tooLarge': (p) => `徽标大小为 ${p.size}；徽标最大 ${p.max}。`,
  'documentDesk.saveDialogTitle': '将文件另存为 PDF',
  'documentDesk.pdfFiles': 'PDF 文件',
  'documentDesk.printFailed': (p) => `无法打印此文件：${p.reason}`,
};
