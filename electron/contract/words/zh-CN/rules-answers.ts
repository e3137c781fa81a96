import type { RULES_ANSWERS_EN } from '../en/rules-answers';
import type { ShapeOf } from '../table';

export const RULES_ANSWERS_ZH_CN: ShapeOf<typeof RULES_ANSWERS_EN> = {
  'rules.answer.string': '必须是字符串',
  'rules.answer.stringOrNull': '必须是字符串或 null',
  'rules.answer.integer': '必须是整数',
  'rules.answer.number': '必须是数字',
  'rules.answer.finiteNumber': '必须是有限的数字',
  'rules.answer.decimal': '必须是十进制数',
  'rules.answer.list': '必须是列表',
  'rules.answer.object': '必须是对象',
  'rules.answer.tooLargeNumber': '数字太大，无法精确表示；服务必须以字符串发送',
  'rules.answer.noLocalTimes': '既没有当地时间（str* 字段），也没有时间戳',
  'rules.answer.noSegments': '没有列出航段（既无 segmentIds 也无 segmengtIds）',
  'rules.answer.noLocalDate': '既不是当地日期（yyyy-MM-dd），也不是 13 位时间',
  'rules.answer.orderFlights': '必须列出订单的航班',
  'rules.answer.orderSegments': '必须列出订单的航段',
  'rules.answer.uploadedFileId': '必须是上传文件的 ID',
  'rules.answer.unusable': '无法使用',
};
