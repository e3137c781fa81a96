import type { SERVICE_ANSWERS_EN } from '../en/service-answers';
import type { ShapeOf } from '../table';

export const SERVICE_ANSWERS_ZH_CN: ShapeOf<typeof SERVICE_ANSWERS_EN> = {
  'serviceAnswers.notAnObject': '答复不是 JSON 对象。',
  'serviceAnswers.noErrorCode': '答复没有 errorCode。',
  'serviceAnswers.successWithoutData': '服务报告成功（errorCode "0"），但没有发送数据。',
  'serviceAnswers.unusableField': (p) => `答复中有无法使用的字段：data.${p.field} ${p.problem}`,
  'serviceAnswers.unusableFieldAfterWrite': (p) => `服务已接受请求，但答复中有无法使用的字段：data.${p.field} ${p.problem}`,
  // zod's own default wording of a shape it was given no rule for stays as zod gives it.
  'serviceAnswers.rule': (p) => p.rule,
  'serviceAnswers.anotherOrder': (p) => `是 ${p.answered}，不是所查询的订单（${p.asked}）`,
  'serviceAnswers.noLocation': '（没有 Location 头）',
  'serviceAnswers.unreadableLocation': '（Location 头无法读取）',
};
