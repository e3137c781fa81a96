import type { RULES_LIMITS_EN } from '../en/rules-limits';
import type { ShapeOf } from '../table';

export const RULES_LIMITS_ZH_CN: ShapeOf<typeof RULES_LIMITS_EN> = {
  'rules.atLeastSeconds': (p) => `至少 ${p.min} 秒`,
  'rules.atMostSeconds': (p) => `最多 ${p.max} 秒`,
  'rules.atLeastMinutes': (p) => `至少 ${p.min} 分钟`,
  'rules.atMostMinutes': (p) => `最多 ${p.max} 分钟`,
  'rules.atMostMinutesAYear': (p) => `最多 ${p.max} 分钟（一年）`,
  'rules.atLeastDays': (p) => `至少 ${p.min} 天`,
  'rules.atMostDays': (p) => `最多 ${p.max} 天`,
  'rules.atLeastOneId': '至少 1 个 ID',
  'rules.atMostIds': (p) => `最多 ${p.max} 个 ID`,
  'rules.atMostAirlines': (p) => `最多 ${p.max} 家航空公司`,
  'rules.atLeastOnePassenger': '至少 1 名乘客',
  'rules.atMostPassengers': (p) => `最多 ${p.max} 名乘客`,
  'rules.atLeastOneSegment': '至少 1 个航段',
  'rules.atMostSegments': (p) => `最多 ${p.max} 个航段`,
  'rules.atMostTickets': (p) => `最多 ${p.max} 张票`,
  'rules.atMostOrders': (p) => `最多 ${p.max} 个订单`,
  'rules.tooManyCells': '单元格过多',
  'rules.atLeastDigits': (p) => `至少 ${p.min} 位数字`,
  'rules.atMostDigits': (p) => `最多 ${p.max} 位数字`,
  'rules.exactDigits': (p) => `必须是 ${p.count} 位数字`,
};
