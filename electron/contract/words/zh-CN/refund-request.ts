import type { REFUND_REQUEST_EN } from '../en/refund-request';
import type { ShapeOf } from '../table';

export const REFUND_REQUEST_ZH_CN: ShapeOf<typeof REFUND_REQUEST_EN> = {
  'refundRequest.orderNumDigits': 'orderNum 必须是订单号（只含数字）。',
  'refundRequest.chooseCells': '请至少选择一位乘客和一个航段来退票。',
  'refundRequest.typeRequired': '退票类型必填：自愿或非自愿。',
  'refundRequest.reasonRequired': '退票原因必填。',
  'refundRequest.wholeOrderLeftOut': (p) =>
    `已选整单，但 ${p.names.join('、')} 的 ${p.flights.join('、')} 未选：服务会拒绝（B136，未包含订单的所有乘客和航程）。请全选，或关闭整单以部分退票。`,
  'refundRequest.sameRouting': (p) =>
    `同一请求中的乘客必须退相同的航班（B145）。此处为 ${p.groups.join('；')}。请每组一个请求：让这些乘客退相同的航班，或为其他乘客另开一个退票。`,
  'refundRequest.routingGroup': (p) => `${p.names.join(', ')}: ${p.flights.join(' + ')}`,
  'refundRequest.lastNameRequired': (p) => `乘客 ${p.index}：姓必填。`,
  'refundRequest.firstNameRequired': (p) => `乘客 ${p.index}：名必填。`,
  'refundRequest.sexRequired': (p) => `${p.who}：性别必填（M 或 F）。`,
  'refundRequest.sexMOrF': (p) => `${p.who}：性别必须是 M 或 F。`,
  'refundRequest.birthdayRequired': (p) => `${p.who}：出生日期必填（yyyy-MM-dd）。`,
  'refundRequest.birthdayDate': (p) => `${p.who}：出生日期必须是 yyyy-MM-dd 格式的真实日期。`,
  'refundRequest.ticketRequired': (p) => `${p.who}：${p.segment} 的票号必填。`,
  'refundRequest.ticketFormat': (p) => `${p.who}：票号 ${p.ticket} 必须是 13 位数字，例如 781-2345678901。`,
  'refundRequest.segmentFromOne': (p) => `${p.segment}：航段序号从 1 开始。`,
  'refundRequest.departureAirport': (p) => `${p.segment}：出发地必须是三字机场码。`,
  'refundRequest.arrivalAirport': (p) => `${p.segment}：到达地必须是三字机场码。`,
  'refundRequest.flightRequired': (p) => `${p.segment}：航班号必填。`,
  'refundRequest.flightFormat': (p) => `${p.segment}：航班号必须类似 1501 或 CA1501。`,
  'refundRequest.cabinRequired': (p) => `${p.segment}：舱位等级必填。`,
  'refundRequest.bookingCodeRequired': (p) => `${p.segment}：舱位必填。`,
  'refundRequest.bookingCodeFormat': (p) => `${p.segment}：舱位必须是一到两个字母。`,
  'refundRequest.email': '联系邮箱必须是邮箱地址。',
  'refundRequest.telephone': '联系电话必须是数字（可含空格、- 和开头的 +）。',
  'refundRequest.pricingIdSpaces': '退票报价 ID 不能包含空格。',
  'refundRequest.tooManyFiles': (p) => `一个退票请求最多带 ${p.max} 个文件 ID（规范第 8 部分）；此请求有 ${p.count} 个。请移除 ${p.remove} 个。`,
  'refundRequest.badFileIds': (p) => `文件 ID 必须是 1 到 128 个字符且不含空格（有 ${p.count} 个不符合）。`,
  'refundRequest.passenger': (p) => `乘客 ${p.index}`,
  'refundRequest.segment': (p) => `航段 ${p.no}${p.route}`,
  'refundRequest.andMore': (p) => `${p.name} +${p.more}`,
};
