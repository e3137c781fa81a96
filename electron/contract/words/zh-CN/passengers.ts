import type { PASSENGERS_EN } from '../en/passengers';
import type { ShapeOf } from '../table';

export const PASSENGERS_ZH_CN: ShapeOf<typeof PASSENGERS_EN> = {
  'passengers.ageProblem': (p) => `${p.type} 类型的乘客在出行日期 ${p.travelDate} 必须${p.span}；此乘客生于 ${p.birthday}，届时${p.age}。`,
  'passengers.span.orOlder': (p) => `${p.min} 岁或以上`,
  'passengers.span.under': (p) => `不满 ${p.limit} 岁`,
  'passengers.span.between': (p) => `${p.min} 到 ${p.max} 岁`,
  'passengers.age.years': (p) => `${p.age} 岁`,
  'passengers.age.unborn': '尚未出生',
};
