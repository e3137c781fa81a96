import type { RULES_FIELDS_EN } from '../en/rules-fields';
import type { ShapeOf } from '../table';

const TRIPS = { 'round-trip': '往返', 'open-jaw': '缺口程' } as const;
const ENVIRONMENTS = { test: '测试', production: '生产' } as const;

export const RULES_FIELDS_ZH_CN: ShapeOf<typeof RULES_FIELDS_EN> = {
  'rules.needsAnOrder': '需要指定订单：orderId 或 orderNum',
  'rules.twoJourneys': (p) => `${TRIPS[p.trip]}必须有两段行程`,
  'rules.notBeforeFirstJourney': '不能早于第一程的日期',
  'rules.amountShown': '必须是显示的金额（小数）',
  'rules.ticketLetters': "必须是票面上的字母（可含空格、- 和 '）",
  'rules.currencyGiven': (p) => `必须使用所填币种（${p.given}），而不是 ${p.typed}`,
  'rules.differentTicketNumber': (p) => `不能与第 ${p.passenger} 位乘客的票号相同`,
  'rules.pathSuchAs': (p) => `必须是路径，例如 ${p.example}`,
  'rules.webAddressSuchAs': (p) => `必须是网址，例如 ${p.example}（不带查询参数和凭据）`,
  'rules.httpsIn': (p) => `在${ENVIRONMENTS[p.environment]}环境中必须使用 https://`,
  'rules.sandboxLoopback': '在沙箱环境中必须指向本机（127.0.0.1、localhost 或 [::1]）：沙箱账户通过明文 http 发送合作方 ID 和密钥',
  'rules.requestId': '必须是 1–64 个字母、数字、“-”或“_”',
  'rules.afterTravelDate': (p) => `必须晚于出行日期（${p.date}）`,
};
