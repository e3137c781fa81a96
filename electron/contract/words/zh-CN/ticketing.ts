import type { TICKETING_EN } from '../en/ticketing';
import type { ShapeOf } from '../table';

export const TICKETING_ZH_CN: ShapeOf<typeof TICKETING_EN> = {
  'ticketing.notAirOrder': (p) => `订单 ${p.orderNum} 是 ${p.kind} 订单：出票页面只支付机票订单。`,
  'ticketing.noPriceChange': (p) => `orderId ${p.orderId} 没有需要确认的价格变化。`,
  'ticketing.noUnknownPayment': (p) => `订单 ${p.orderNum} 没有结果未知的支付需要核实。`,
  'ticketing.sandboxOnly': (p) => `强制出票只存在于沙箱中；订单 ${p.orderNum} 属于 ${p.environment} 账户，由平台自行出票。`,
  'ticketing.priceChanged': (p) => `订单 ${p.orderNum} 的价格在订单验价中有变化：请查看变化并确认后再支付。没有发送任何内容。`,
  'ticketing.priceChangedJustNow': (p) => `订单 ${p.orderNum} 的价格在刚才的订单验价中有变化：请查看变化并确认后再支付。没有发送任何内容。`,
  'ticketing.deadlinePassed': (p) => `订单 ${p.orderNum} 的最晚出票时间（北京时间 ${p.at}）已过：服务不再接受支付，因此没有发送任何内容。请从查询页面重新预订。`,
  'ticketing.amountUnknown': '未知',
  'ticketing.amountNotConfirmed': (p) => `您确认的金额（${p.currency} ${p.amount}）不是订单 ${p.orderNum} 现在的金额（${p.orderCurrency} ${p.orderAmount}）：没有发送任何内容。请再看一下金额并确认。`,
  'ticketing.typeLastFour': (p) => `请输入订单 ${p.orderNum} 的后四位（${p.digits}）以确认正式环境的支付。`,
  'ticketing.otherProfile': (p) => `订单 ${p.orderNum} 属于账户“${p.profile}”（${p.environment}）；当前账户是“${p.active}”。请在设置中切换到“${p.profile}”，再支付或出票。`,
  'ticketing.otherProfile.noneActive': (p) => `订单 ${p.orderNum} 属于账户“${p.profile}”（${p.environment}）；当前账户是无。请在设置中切换到“${p.profile}”，再支付或出票。`,
  'ticketing.alreadyPaying': '此订单的支付已从本工作台（另一个窗口或标签页）发出。请等待答复：支付绝不会发送两次。',
  'ticketing.orderPricingLikely': (p) => `${p.explanation} 订单仍在等待支付：此服务很可能要求在出票前 30 分钟内做一次订单验价。`,
  'ticketing.payAgainPricesFirst': '请再按支付：工作台会先做订单验价，显示任何价格变化，然后支付。',
  'ticketing.turnOnOrderPricing': '请为此账户开启“出票前订单验价”（设置 → 此账户），重新打开订单，然后支付。',
  'ticketing.notInOrderFile': (p) => `orderId ${p.orderId} 不是订单文件中的订单。`,
  'ticketing.orderPricingUnreadable': (p) =>
    `无法读取订单 ${p.orderNum} 的订单验价（${p.problem}）。其格式来自公开资料，不在规范中：如果此账户的服务没有订单验价，请在账户设置中关闭“出票前订单验价”，按订单已知价格支付。`,
  'ticketing.noProfile': '没有当前账户：请在设置中选择一个。',
};
