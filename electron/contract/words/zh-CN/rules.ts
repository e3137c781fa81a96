import type { RULES_EN } from '../en/rules';
import type { ShapeOf } from '../table';

export const RULES_ZH_CN: ShapeOf<typeof RULES_EN> = {
  'rules.required': '为必填项',
  'rules.notEmpty': '不能为空',
  'rules.wholeNumber': '必须是整数',
  'rules.notNegative': '不能为负数',
  'rules.atLeast': (p) => `不能小于 ${p.min}`,
  'rules.atMost': (p) => `不能大于 ${p.max}`,
  'rules.atMostCharacters': (p) => `最多 ${p.max} 个字符`,
  'rules.realDate': '必须是真实存在的日期',
  'rules.dateFormat': '必须是 yyyy-MM-dd 格式的日期',
  'rules.orderId': '必须是订单 ID',
  'rules.pageCursor': '必须是分页游标',
};
