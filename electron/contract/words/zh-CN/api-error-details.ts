import type { API_ERROR_DETAILS_EN } from '../en/api-error-details';
import type { ShapeOf } from '../table';

const SUPPORT = '如果一直发生，请带上代码和消息联系平台客服。';

export const API_ERROR_DETAILS_ZH_CN: ShapeOf<typeof API_ERROR_DETAILS_EN> = {
  'apiErrors.detail.latestTicketingTooClose': (p) => `此运价的最晚出票时间 ${p.time} 太近，来不及出票。`,
  'apiErrors.detail.fieldMissing': (p) => `请求中缺少${p.field}。`,
  'apiErrors.detail.fieldRefused': (p) => `服务不接受${p.field}。`,
  'apiErrors.detail.namedField': (p) => `${p.label}（${p.field}）`,
  'apiErrors.detail.unnamedField': (p) => `字段“${p.field}”`,
  'apiErrors.detail.B039': (p) => `平台不认识“${p.value}”（机场、城市、国家或航空公司代码）。`,
  'apiErrors.detail.B134': (p) => `${p.value} 在这些航班上已有退票或废票，正在处理或已完成。`,
  'apiErrors.detail.B146': (p) => `订单 ${p.value} 不能退票：只有已出票的订单和改签订单可以退。`,
  'apiErrors.detail.B149': (p) => `退票报价 ${p.value} 已过期。`,
  'apiErrors.detail.B006': (p) => `预订报告失败，但订单 ${p.value} 已生成：它已存在，不要再预订。`,
  'apiErrors.unknown.noCode': '服务报告了一个没有代码的错误。',
  'apiErrors.unknown.code': (p) => `服务返回了代码 ${p.code}，工作台不认识此代码。`,
  'apiErrors.unknown.noMessage': (p) => `${p.what}没有附带消息。`,
  'apiErrors.unknown.withMessage': (p) => `${p.what}其消息为：“${p.message}”。`,
  'apiErrors.unknown.nextStep.shopping': `请记下代码和消息，稍后重新查询。${SUPPORT}`,
  'apiErrors.unknown.nextStep.precisePricing': `请记下代码和消息，稍后重新验价或重新查询。${SUPPORT}`,
  'apiErrors.unknown.nextStep.ticketing': `请记下代码和消息，再次支付前先在订单页面检查此订单（已支付的订单绝不会重复扣款）。${SUPPORT}`,
  'apiErrors.unknown.nextStep.modifyOrderStatus': `请记下代码和消息，再试之前先在订单页面检查此订单。${SUPPORT}`,
  'apiErrors.unknown.nextStep.ancillaryOrderDetail': `请记下代码和消息，稍后在附加服务页面再试。${SUPPORT}`,
  'apiErrors.unknown.nextStep.checkReimbursed': `请记下代码和消息，稍后在退款页面重新查询。${SUPPORT}`,
  'apiErrors.unknown.nextStep.refundRequest': `请记下代码和消息，再次提交前先在退票页面查看此订单，以免重复申请退票。${SUPPORT}`,
  'apiErrors.unknown.nextStep.preciseBooking': `请记下代码和消息，再次预订前先在订单页面查看这些乘客是否已有新订单，以免重复预订。${SUPPORT}`,
  'apiErrors.unknown.nextStep.orderPricing': `请记下代码和消息，稍后重新确认价格。${SUPPORT}`,
  'apiErrors.unknown.nextStep.cancel': `请记下代码和消息，再次取消前先在订单页面检查此订单。${SUPPORT}`,
  'apiErrors.unknown.nextStep.uploadAttachment': `请记下代码和消息，在退票页面重新上传文件，或通过服务门户上传后粘贴其 ID。${SUPPORT}`,
  'apiErrors.unknown.nextStep.orderDetail': `请记下代码和消息，稍后重新打开此订单，或在订单页面手工录入。${SUPPORT}`,
  'apiErrors.unknown.nextStep.other': `请记下代码和消息，再试之前先在订单页面检查此订单。${SUPPORT}`,
};
