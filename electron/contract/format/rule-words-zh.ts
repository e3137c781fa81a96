/**
 * The contract's validation rules in Chinese. The schemas word their rules in English to follow a
 * field name ("must be at most 9"); these patterns give the same rule in Chinese, numbers and
 * examples carried over. A rule no pattern knows stays English (tests/unit/i18n/main-text.test.ts
 * lists the contract's rules and fails on one without Chinese).
 */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^is required$/, () => '为必填项'],
  // The agency server's settings (domains/agency.ts).
  [/^must be 2 to 12 letters or digits$/, () => '必须是 2 到 12 个字母或数字'],
  [/^must be a host name or an IP address$/, () => '必须是主机名或 IP 地址'],
  [/^must be a database name \(letters, digits, _ \$ -; at most 63\)$/, () => '必须是数据库名（字母、数字、_ $ -；最多 63 个）'],
  [/^must be a user name \(letters, digits, _ \$ -; at most 63\)$/, () => '必须是用户名（字母、数字、_ $ -；最多 63 个）'],
  [/^must be at most ([\d,]+) characters$/, (n) => `最多 ${n} 个字符`],
  [/^must be one or more PEM certificates$/, () => '必须是一个或多个 PEM 证书'],
  [/^must be an order of the file$/, () => '必须是档案中的订单'],
  [/^must be an account name as listed under unused keys$/, () => '必须是“未使用的密钥”中列出的账户名'],
  [/^is required when an amount is given$/, () => '在填写金额时为必填项'],
  [/^is not a file size$/, () => '不是文件大小'],
  [/^must not be empty$/, () => '不能为空'],
  [/^must not be negative$/, () => '不能为负数'],
  [/^must not contain spaces$/, () => '不能包含空格'],
  [/^must not end before it starts$/, () => '结束不能早于开始'],
  [/^must be at least (\d+) (minute|second|day)s?$/, (n, unit) => `至少 ${n} ${UNITS[unit] ?? unit}`],
  [/^must be at (least|most) (\d[\d,]*)$/, (bound, n) => (bound === 'least' ? `不能小于 ${n}` : `不能大于 ${n}`)],
  [/^must be at most (\d+) characters$/, (n) => `最多 ${n} 个字符`],
  [/^must be at most (\d+) seconds$/, (n) => `最多 ${n} 秒`],
  [/^must be at most (\d+) minutes \(a year\)$/, (n) => `最多 ${n} 分钟（一年）`],
  [/^must be a whole number of (calls|days|minutes|seconds)$/, (unit) => `必须是整数${UNITS[unit] ?? unit}`],
  [/^must be a whole number$/, () => '必须是整数'],
  // Before the counted rule below, which would leave "decimals" untranslated.
  [/^must have at most (\d+) decimals$/, (n) => `最多 ${n} 位小数`],
  [/^must (list|have) at (least|most) (one|\d+) (\w+)$/, (_verb, bound, n, what) => `${bound === 'least' ? '至少' : '最多'} ${n === 'one' ? '1' : n} ${COUNTED[what] ?? what}`],
  [/^must have at least one journey$/, () => '至少要有一段行程'],
  [/^must name at least one order$/, () => '至少要指定一个订单'],
  [/^must have exactly one journey for a one-way trip$/, () => '单程必须正好一段行程'],
  [/^must have at least (\d+) digits$/, (n) => `至少 ${n} 位数字`],
  [/^must have at most (\d+) digits$/, (n) => `最多 ${n} 位数字`],
  [/^must contain digits only$/, () => '只能包含数字'],
  [/^must be (\d+) digits$/, (n) => `必须是 ${n} 位数字`],
  [/^must be one or two letters$/, () => '必须是一到两个字母'],
  [/^must be a (\d)-(?:letter|character) (.+)$/, (n, what) => `必须是 ${n} 位${CODES[what] ?? what}`],
  [/^must be a (?:date as )?yyyy-MM-dd$|^must be a date as yyyy-MM-dd$/, () => '必须是 yyyy-MM-dd 格式的日期'],
  [/^must be a real calendar date$/, () => '必须是真实存在的日期'],
  [/^must be a 24-hour time as HH:mm$/, () => '必须是 HH:mm 格式的 24 小时制时间'],
  [/^must be a (\d+)–(\d+) character record locator$/, (a, b) => `必须是 ${a}–${b} 位的订座记录编号`],
  [/^must be an? (draft|profile|search|payload|order|priced offer|document) (?:id|key)s?$/, (what) => `必须是${IDS[what] ?? what} ID`],
  [/^must be order ids$/, () => '必须是订单 ID'],
  [/^must be a page cursor$/, () => '必须是分页游标'],
  [/^must be an order number \(digits only\)$/, () => '必须是订单号（只含数字）'],
  [/^must be an amount such as ([\d.]+)$/, (n) => `必须是金额，例如 ${n}`],
  [/^must be an amount such as ([\d,.]+) or ([A-Z]{3}) ([\d,.]+)$/, (a, code, b) => `必须是金额，例如 ${a} 或 ${code} ${b}`],
  [/^must use a point for decimals; a comma only groups thousands \(([\d,.]+)\)$/, (example) => `小数点必须用“.”；逗号只用于千位分隔（${example}）`],
  [/^must group thousands in threes \(([\d,.]+)\)$/, (example) => `千位分隔必须每三位一组（${example}）`],
  [/^must be less than ([\d,]+)$/, (n) => `必须小于 ${n}`],
  [/^must be in the currency given \((\S+)\), not (\S+)$/, (given, typed) => `必须使用所填币种（${given}），而不是 ${typed}`],
  [/^must be the amount shown, as a decimal$/, () => '必须是显示的金额（小数）'],
  [/^must be an e-mail address(?: such as (\S+))?$/, (example) => (example ? `必须是邮箱地址，例如 ${example}` : '必须是邮箱地址')],
  [/^must be a telephone number.*$/, () => '必须是电话号码：6 到 20 位数字，开头可有 +，可含空格和 -'],
  [/^must be an error code like (\w+)$/, (code) => `必须是错误代码，例如 ${code}`],
  [/^must be a flight number such as (\d+) or (\w+)$/, (a, b) => `必须是航班号，例如 ${a} 或 ${b}`],
  [/^must be a 13-digit ticket number such as ([\d-]+)$/, (example) => `必须是 13 位票号，例如 ${example}`],
  [/^must be SURNAME\/GIVEN.*$/, () => '必须按票面写成 SURNAME/GIVEN（拉丁字母），例如 ZHANG/SAN'],
  [/^must be written in Latin letters, as in the passport$/, () => '必须用拉丁字母，与护照一致'],
  [/^must be letters as on the ticket.*$/, () => '必须是票面上的字母（可含空格、- 和 \'）'],
  [/^must be Base64$/, () => '必须是 Base64'],
  [/^must be a data: URL of a JPEG or PNG$/, () => '必须是 JPEG 或 PNG 的 data: URL'],
  [/^must be a path such as (\S+)$/, (example) => `必须是路径，例如 ${example}`],
  [/^must be an http:\/\/ or https:\/\/ address$/, () => '必须是 http:// 或 https:// 地址'],
  [/^must be a web address such as (\S+).*$/, (example) => `必须是网址，例如 ${example}（不带查询参数和凭据）`],
  [/^must point at this computer.*$/, () => '在沙箱环境中必须指向本机（127.0.0.1、localhost 或 [::1]）：沙箱账户通过明文 http 发送合作方 ID 和密钥'],
  [/^must be 1–64 letters, digits, "-" or "_"$/, () => '必须是 1–64 个字母、数字、“-”或“_”'],
  [/^must differ from the (departure airport|origin)$/, (what) => `不能与${what === 'origin' ? '出发地' : '出发机场'}相同`],
  [/^must be where the outbound journey (arrives|departs), for a round trip$/, (how) => `往返时必须是去程的${how === 'arrives' ? '到达地' : '出发地'}`],
  [/^must start with journey 1$/, () => '必须从第 1 程开始'],
  [/^must be two capital letters \(a country code, e\.g\. ([A-Z]{2})\)$/, (example) => `必须是两个大写字母（国家代码，例如 ${example}）`],
  [/^must be P \(passport\), N \(national id\) or O \(other\)$/, () => '必须是 P（护照）、N（身份证）或 O（其他）'],
  [/^must be letters and digits only$/, () => '只能包含字母和数字'],
  [/^must be (\d+) to (\d+) characters$/, (a, b) => `必须是 ${a} 到 ${b} 个字符`],
  // What main says of an unusable field of the service's answer (wire readers).
  [/^must be an integer$/, () => '必须是整数'],
  [/^must be a finite number$/, () => '必须是有限的数字'],
  [/^must be a decimal number$/, () => '必须是十进制数'],
  [/^is a number too large to be exact; the service must send it as a string$/, () => '数字太大，无法精确表示；服务必须以字符串发送'],
  [/^has neither local times \(str\* fields\) nor timestamps$/, () => '既没有当地时间（str* 字段），也没有时间戳'],
  [/^lists no segments \(neither segmentIds nor segmengtIds\)$/, () => '没有列出航段（既无 segmentIds 也无 segmengtIds）'],
  [/^is not a local date \(yyyy-MM-dd\) or a 13-digit time$/, () => '既不是当地日期（yyyy-MM-dd），也不是 13 位时间'],
  [/^must list the (flights|segments) of the order$/, (what) => `必须列出订单的${what === 'flights' ? '航班' : '航段'}`],
  [/^must be the uploaded file id$/, () => '必须是上传文件的 ID'],
  [/^is unusable$/, () => '无法使用'],
  [/^must be at most (\d+) (days|minutes)$/, (n, unit) => `最多 ${n} ${UNITS[unit] ?? unit}`],
  [/^must differ from passenger (\d+)'s ticket number$/, (n) => `不能与第 ${n} 位乘客的票号相同`],
  [/^must name at most (\d+) orders$/, (n) => `最多 ${n} 个订单`],
  [/^must use https:\/\/ in the (\w+) environment$/, (env) => `在 ${env} 环境中必须使用 https://`],
  [/^must have two journeys for a ([\w-]+) trip$/, (trip) => `${TRIPS[trip] ?? trip}必须有两段行程`],
  [/^must not be before the first journey's date$/, () => '不能早于第一程的日期'],
  [/^has too many cells$/, () => '单元格过多'],
  [/^needs an order: orderId or orderNum$/, () => '需要指定订单：orderId 或 orderNum'],
  [/^must be a string$/, () => '必须是字符串'],
  [/^must be a string or null$/, () => '必须是字符串或 null'],
  [/^must be a number$/, () => '必须是数字'],
  [/^must be a list$/, () => '必须是列表'],
  [/^must be an object$/, () => '必须是对象'],
  [/^must be after the travel date \((.+)\)$/, (date) => `必须晚于出行日期（${date}）`],
  [/^must be the name of a set-aside file as orders\.status lists it$/, () => '必须是 orders.status 列出的、被移到一旁的文件名'],
];

const TRIPS: Readonly<Record<string, string>> = { 'one-way': '单程', 'round-trip': '往返', 'open-jaw': '缺口程' };
const UNITS: Readonly<Record<string, string>> = { minute: '分钟', second: '秒', day: '天', calls: '次调用', days: '天', minutes: '分钟', seconds: '秒' };
const COUNTED: Readonly<Record<string, string>> = { id: '个 ID', ids: '个 ID', passenger: '名乘客', passengers: '名乘客', segment: '个航段', segments: '个航段', airlines: '家航空公司', journey: '段行程', order: '个订单' };
const CODES: Readonly<Record<string, string>> = {
  'airline code': '航空公司代码',
  'country code': '国家代码',
  'airport code': '机场代码',
  'airport or city code': '机场或城市代码',
  'currency code': '货币代码',
};
const IDS: Readonly<Record<string, string>> = { draft: '草稿', profile: '账户', search: '查询', payload: '数据', order: '订单', 'priced offer': '验价报价', document: '文件' };

/** The rule in Chinese, or undefined when no pattern knows it. */
export function ruleInChinese(rule: string): string | undefined {
  for (const [pattern, words] of PATTERNS) {
    const match = pattern.exec(rule);
    if (match) return words(...match.slice(1).map((part) => part ?? ''));
  }
  return undefined;
}
