import { describe, expect, it } from 'vitest';
import { textIn, wording, type Wording } from '../../../electron/contract/words';
import { DESK_WORDS_EN } from '../../../electron/contract/words/en';

/**
 * The rules the contract and main's readers used to write in English, each now by code: the same
 * English as before codes (so a field's message reads as it did), and the Chinese that
 * rule-words-zh.ts's patterns gave them (gone with it, 27 Nov 2026), with three corrections the
 * patterns missed: an order number's digits ("至少 6 digits"), a refund form's tickets
 * ("最多 8 tickets") and an environment's name ("在 test 环境中") are now worded in Chinese.
 */
const RULES: readonly [Wording, string, string][] = [
  [wording('rules.atLeastSeconds', { min: 1 }), 'must be at least 1 second', '至少 1 秒'],
  [wording('rules.atLeastSeconds', { min: 10 }), 'must be at least 10 seconds', '至少 10 秒'],
  [wording('rules.atMostSeconds', { max: 300 }), 'must be at most 300 seconds', '最多 300 秒'],
  [wording('rules.atLeastMinutes', { min: 1 }), 'must be at least 1 minute', '至少 1 分钟'],
  [wording('rules.atLeastMinutes', { min: 5 }), 'must be at least 5 minutes', '至少 5 分钟'],
  [wording('rules.atMostMinutes', { max: 1440 }), 'must be at most 1440 minutes', '最多 1440 分钟'],
  [wording('rules.atMostMinutesAYear', { max: 525_600 }), 'must be at most 525600 minutes (a year)', '最多 525600 分钟（一年）'],
  [wording('rules.atLeastDays', { min: 1 }), 'must be at least 1 day', '至少 1 天'],
  [wording('rules.atMostDays', { max: 365 }), 'must be at most 365 days', '最多 365 天'],
  [wording('rules.atLeastOneId'), 'must list at least one id', '至少 1 个 ID'],
  [wording('rules.atMostIds', { max: 500 }), 'must list at most 500 ids', '最多 500 个 ID'],
  [wording('rules.atMostAirlines', { max: 10 }), 'must list at most 10 airlines', '最多 10 家航空公司'],
  [wording('rules.atLeastOnePassenger'), 'must list at least one passenger', '至少 1 名乘客'],
  [wording('rules.atMostPassengers', { max: 9 }), 'must list at most 9 passengers', '最多 9 名乘客'],
  [wording('rules.atLeastOneSegment'), 'must list at least one segment', '至少 1 个航段'],
  [wording('rules.atMostSegments', { max: 8 }), 'must list at most 8 segments', '最多 8 个航段'],
  [wording('rules.atMostTickets', { max: 8 }), 'must list at most 8 tickets', '最多 8 张票'],
  [wording('rules.atMostOrders', { max: 200 }), 'must name at most 200 orders', '最多 200 个订单'],
  [wording('rules.tooManyCells'), 'has too many cells', '单元格过多'],
  [wording('rules.atLeastDigits', { min: 6 }), 'must have at least 6 digits', '至少 6 位数字'],
  [wording('rules.atMostDigits', { max: 24 }), 'must have at most 24 digits', '最多 24 位数字'],
  [wording('rules.exactDigits', { count: 4 }), 'must be 4 digits', '必须是 4 位数字'],
  [wording('rules.needsAnOrder'), 'needs an order: orderId or orderNum', '需要指定订单：orderId 或 orderNum'],
  [wording('rules.twoJourneys', { trip: 'round-trip' }), 'must have two journeys for a round-trip trip', '往返必须有两段行程'],
  [wording('rules.twoJourneys', { trip: 'open-jaw' }), 'must have two journeys for a open-jaw trip', '缺口程必须有两段行程'],
  [wording('rules.notBeforeFirstJourney'), "must not be before the first journey's date", '不能早于第一程的日期'],
  [wording('rules.amountShown'), 'must be the amount shown, as a decimal', '必须是显示的金额（小数）'],
  [wording('rules.ticketLetters'), "must be letters as on the ticket (spaces, - and ' allowed)", "必须是票面上的字母（可含空格、- 和 '）"],
  [wording('rules.currencyGiven', { given: 'USD', typed: 'CNY' }), 'must be in the currency given (USD), not CNY', '必须使用所填币种（USD），而不是 CNY'],
  [wording('rules.differentTicketNumber', { passenger: 1 }), "must differ from passenger 1's ticket number", '不能与第 1 位乘客的票号相同'],
  [wording('rules.pathSuchAs', { example: '/json/orderDetail/v13' }), 'must be a path such as /json/orderDetail/v13', '必须是路径，例如 /json/orderDetail/v13'],
  [
    wording('rules.webAddressSuchAs', { example: 'https://partner-api.example.com' }),
    'must be a web address such as https://partner-api.example.com (no query, no credentials)',
    '必须是网址，例如 https://partner-api.example.com（不带查询参数和凭据）',
  ],
  [wording('rules.httpsIn', { environment: 'test' }), 'must use https:// in the test environment', '在测试环境中必须使用 https://'],
  [wording('rules.httpsIn', { environment: 'production' }), 'must use https:// in the production environment', '在生产环境中必须使用 https://'],
  [
    wording('rules.sandboxLoopback'),
    'must point at this computer (127.0.0.1, localhost or [::1]) in the sandbox environment: a sandbox profile sends its partner id and key over plain http',
    '在沙箱环境中必须指向本机（127.0.0.1、localhost 或 [::1]）：沙箱账户通过明文 http 发送合作方 ID 和密钥',
  ],
  [wording('rules.requestId'), 'must be 1–64 letters, digits, "-" or "_"', '必须是 1–64 个字母、数字、“-”或“_”'],
  [wording('rules.afterTravelDate', { date: '2026-12-12' }), 'must be after the travel date (2026-12-12)', '必须晚于出行日期（2026-12-12）'],
  [wording('rules.answer.string'), 'must be a string', '必须是字符串'],
  [wording('rules.answer.stringOrNull'), 'must be a string or null', '必须是字符串或 null'],
  [wording('rules.answer.integer'), 'must be an integer', '必须是整数'],
  [wording('rules.answer.number'), 'must be a number', '必须是数字'],
  [wording('rules.answer.finiteNumber'), 'must be a finite number', '必须是有限的数字'],
  [wording('rules.answer.decimal'), 'must be a decimal number', '必须是十进制数'],
  [wording('rules.answer.list'), 'must be a list', '必须是列表'],
  [wording('rules.answer.object'), 'must be an object', '必须是对象'],
  [wording('rules.answer.tooLargeNumber'), 'is a number too large to be exact; the service must send it as a string', '数字太大，无法精确表示；服务必须以字符串发送'],
  [wording('rules.answer.noLocalTimes'), 'has neither local times (str* fields) nor timestamps', '既没有当地时间（str* 字段），也没有时间戳'],
  [wording('rules.answer.noSegments'), 'lists no segments (neither segmentIds nor segmengtIds)', '没有列出航段（既无 segmentIds 也无 segmengtIds）'],
  [wording('rules.answer.noLocalDate'), 'is not a local date (yyyy-MM-dd) or a 13-digit time', '既不是当地日期（yyyy-MM-dd），也不是 13 位时间'],
  [wording('rules.answer.orderFlights'), 'must list the flights of the order', '必须列出订单的航班'],
  [wording('rules.answer.orderSegments'), 'must list the segments of the order', '必须列出订单的航段'],
  [wording('rules.answer.uploadedFileId'), 'must be the uploaded file id', '必须是上传文件的 ID'],
  [wording('rules.answer.unusable'), 'is unusable', '无法使用'],
];

describe('rules by code', () => {
  it.each(RULES.map(([sent, english, chinese]) => ({ code: sent.code, sent, english, chinese })))('words $code as it was worded before codes', ({ sent, english, chinese }) => {
    expect(textIn('en', sent)).toBe(english);
    expect(textIn('zh-CN', sent)).toBe(chinese);
  });

  it('reads every rule of the catalogue as a phrase that follows a field name', () => {
    const rules = Object.keys(DESK_WORDS_EN).filter((code) => code.startsWith('rules.'));
    const sample = (code: string): Wording => ({ code, params: { min: 1, max: 9, count: 4, example: '1', currency: 'CNY', limit: '10', given: 'CNY', typed: 'USD', passenger: 1, date: '2026-12-12', trip: 'round-trip', environment: 'test' } }) as Wording;
    const notARule = rules.filter((code) => !/^(must|is|has|needs|lists) /.test(textIn('en', sample(code))));
    const notChinese = rules.filter((code) => !/[\u4e00-\u9fff]/.test(textIn('zh-CN', sample(code))));
    expect(notARule).toEqual([]);
    expect(notChinese).toEqual([]);
  });
});
