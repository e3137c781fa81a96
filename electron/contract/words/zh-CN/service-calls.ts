import type { SERVICE_CALLS_EN } from '../en/service-calls';
import type { ShapeOf } from '../table';

export const SERVICE_CALLS_ZH_CN: ShapeOf<typeof SERVICE_CALLS_EN> = {
  'serviceCalls.cancelledOnTheWay': '请求发出途中您取消了。',
  'serviceCalls.noAnswerWithin': (p) => `${p.seconds} 秒内没有答复。`,
  'serviceCalls.didNotAnswerWithin': (p) => `服务在 ${p.seconds} 秒内没有答复。`,
  'serviceCalls.unreachable': '无法连接服务。',
  'serviceCalls.tlsRefused': '与服务的安全连接被拒绝（TLS 证书问题）。',
  'serviceCalls.droppedBeforeAnswer': '答复到达之前连接中断。',
  'serviceCalls.connectionDropped': '与服务的连接中断。',
  'serviceCalls.answerCutOff': '答复被截断。',
  'serviceCalls.answerCutOffCompression': '答复被截断（压缩数据不完整或已损坏）。',
  'serviceCalls.redirectNotFollowed': (p) => `服务答复 HTTP ${p.status}，重定向到 ${p.origin}。工作台调用 API 时从不跟随重定向，因为请求带有合作方的凭据：请与 IT 核对此账户的基础 URL。`,
  'serviceCalls.answerTooLarge': (p) => `答复解压后超过 ${p.limit}，工作台已停止读取。`,
  'serviceCalls.answeredHttp': (p) => `服务答复 HTTP ${p.status}。`,
  'serviceCalls.answeredHttpNot200': (p) => `服务答复 HTTP ${p.status}，而不是 200。`,
  'serviceCalls.answerUnreadableJson': '无法读取答复（不是有效的 JSON）。',
  'serviceCalls.answerNotJson': '答复不是有效的 JSON。',
  'serviceCalls.cancelled': '已取消。',
  'outcomeUnknown.message': (p) => `${p.what} 请求可能已到达服务，因此可能已经生效。`,
  'outcomeUnknown.howToVerify.ticketing': '再次支付此订单：如果第一次支付已成功，服务会答复 B024“Order has been paid”，不会再扣款。也可以在订单页面查看此订单。',
  'outcomeUnknown.howToVerify.refundRequest': '再次提交同一退票：如果第一次已到达，服务会答复 B153（重复的退票申请），不会新建。也可以在退票或退款页面查找退票单。',
  'outcomeUnknown.howToVerify.modifyOrderStatus': '再次强制出票前，请在沙箱订单列表中查看此订单：如果第一次请求已成功，它已是已出票（ISSED）。',
  'outcomeUnknown.howToVerify.preciseBooking': '再次预订前，请查找这些乘客的新订单（按单号打开，或在订单页面）：再次预订可能生成第二个订单，或答复 B029（重复预订）。',
  'outcomeUnknown.howToVerify.cancel': '再次取消同一订单：如果第一次请求已成功，服务会答复 B041（已取消）。也可以打开订单查看其状态。',
  'outcomeUnknown.howToVerify.uploadAttachment': '重新上传文件：最坏情况是第一份也已到达，但在服务上不会被使用（退票只带工作台收到的 ID；不涉及资金）。',
  'outcomeUnknown.howToVerify.other': '再试之前请先检查此订单。',
};
