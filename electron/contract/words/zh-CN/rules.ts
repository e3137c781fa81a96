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
  'rules.amountSuchAs': (p) => `必须是金额，例如 ${p.example}`,
  'rules.amountOrCurrency': (p) => `必须是金额，例如 ${p.example} 或 ${p.currency} ${p.example}`,
  'rules.decimalPoint': (p) => `小数点必须用“.”；逗号只用于千位分隔（${p.example}）`,
  'rules.groupThousands': (p) => `千位分隔必须每三位一组（${p.example}）`,
  'rules.atMostDecimals': (p) => `最多 ${p.max} 位小数`,
  'rules.lessThan': (p) => `必须小于 ${p.limit}`,
  'rules.currencyCode': '必须是 3 位货币代码',
  'rules.telephoneDigits': '必须是电话号码：6 到 20 位数字，开头可有 +，可含空格和 -',
  'rules.emailSuchAs': (p) => `必须是邮箱地址，例如 ${p.example}`,
  'rules.imageDataUrl': '必须是 JPEG 或 PNG 的 data: URL',
};
