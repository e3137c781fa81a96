import type { VALIDATION_EN } from '../en/validation';
import type { ShapeOf } from '../table';

export const VALIDATION_ZH_CN: ShapeOf<typeof VALIDATION_EN> = {
  'validation.unknownField': (p) => `${p.field} 不是此操作的字段。`,
  'validation.required': (p) => `${p.field} 为必填项。`,
  'validation.oneOf': (p) => `${p.field} 必须是以下之一：${p.values.join('、')}。`,
  'validation.rule': (p) => `${p.field} 无效：${p.rule}。`,
  'validation.codedRule': (p) => `${p.field} ${p.rule}。`,
  'validation.fieldsNeedAttention': (p) => `有 ${p.count} 个字段需要修改。`,
};
