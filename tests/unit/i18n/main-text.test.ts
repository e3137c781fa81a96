import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLanguageSource } from '../../../electron/contract/format/active-language';
import { codedRule, ruleInEnglish, ruleText } from '../../../electron/contract/coded-rule';
import { validationFailure } from '../../../electron/contract/result';
import { issueWordings, issuesFromZod } from '../../../electron/contract/validation';
import { textIn, wordAll, wording } from '../../../electron/contract/words';
import { DESK_WORDS_ZH_CN } from '../../../electron/contract/words/zh-CN';
import { keychainFailure } from '../../../electron/main/credentials/keychain-errors';
import { ConnectionMonitor } from '../../../electron/main/desk/connection-monitor';
import type { EventHub } from '../../../electron/main/desk/event-hub';
import { readEnvelope } from '../../../electron/main/wholesale/envelope';
import { readWithSchema } from '../../../electron/main/wholesale/operations/operation-spec';
import { CATALOGUE } from '../../../electron/main/wholesale/errors/catalogue';
import { describeApiError } from '../../../electron/main/wholesale/errors/describe-api-error';
import { outcomeUnknown } from '../../../electron/main/wholesale/outcome-unknown';
import type { WholesaleOperation } from '../../../electron/main/wholesale/errors/operations';
import { englishRulesIn } from '../../support/english-rules';
import { untranslatedWords } from '../../support/untranslated';

const ALL_ENTRIES = Object.entries(CATALOGUE).flatMap(([operation, entries]) => entries.map((entry) => ({ operation: operation as WholesaleOperation, entry })));

describe('the error catalogue in Chinese', () => {
  /** An error as the Chinese screen reads it: its wordings worded in Chinese, as the renderer's bridge does. */
  const inChinese = (...args: Parameters<typeof describeApiError>) => wordAll('zh-CN', describeApiError(...args));

  it('has Chinese for the explanation and next step of every code of every operation', () => {
    const missing = ALL_ENTRIES.flatMap(({ operation, entry }) =>
      [entry.explanation, entry.nextStep].filter((wording) => !Object.hasOwn(DESK_WORDS_ZH_CN, wording.code)).map((wording) => `${operation} ${entry.code}: ${wording.code}`),
    );
    expect(missing).toEqual([]);
  });

  it('leaves no English word in the Chinese beyond codes and brand names', () => {
    const chinese = ALL_ENTRIES.flatMap(({ entry }) => [textIn('zh-CN', entry.explanation), textIn('zh-CN', entry.nextStep)]);
    expect(chinese.filter((text) => untranslatedWords(text).length > 0)).toEqual([]);
  });

  it('explains a code in Chinese and shows the service’s own message exactly as it came', () => {
    const error = inChinese('ticketing', 'B022', 'Ticketing failed');
    expect(error).toMatchObject({ code: 'B022', message: 'Ticketing failed' });
    expect(error.explanation).toBe('代理的合作方信用额度不足以支付此订单。没有扣款。');
    expect(error.nextStep).toContain('出票页面');
  });

  it('names the field the service rejected in Chinese, keeping its own name', () => {
    expect(inChinese('shopping', 'P001', 'cabinClass is illegal.').explanation).toBe('服务不接受舱位等级（cabinClass）。');
  });

  it('words a code it does not know in Chinese, quoting the service', () => {
    const error = inChinese('refundRequest', 'X999', 'Something new');
    expect(error.explanation).toBe('服务返回了代码 X999，工作台不认识此代码。其消息为：“Something new”。');
    expect(untranslatedWords(error.nextStep)).toEqual([]);
  });

  it('is the same error, worded in English by an English screen: the language is the reader’s, not main’s', () => {
    setLanguageSource(() => 'zh-CN');
    try {
      expect(wordAll('en', describeApiError('ticketing', 'B022', 'Ticketing failed')).explanation).toBe("The agency's partner credit is too low to pay this order. Nothing was charged.");
    } finally {
      setLanguageSource(() => 'en');
    }
  });
});

describe('an outcome that is unknown, in Chinese', () => {
  afterEach(() => setLanguageSource(() => 'en'));

  it('says how to verify a payment in Chinese, naming the code the service answers', () => {
    setLanguageSource(() => 'zh-CN');
    const error = wordAll('zh-CN', outcomeUnknown('ticketing', '30 秒内没有答复。'));
    expect(error.message).toBe('30 秒内没有答复。 请求可能已到达服务，因此可能已经生效。');
    expect(error.howToVerify).toContain('B024');
    expect(error.howToVerify).toContain('不会再扣款');
  });
});

describe('validation messages in Chinese', () => {
  beforeEach(() => setLanguageSource(() => 'zh-CN'));
  afterEach(() => setLanguageSource(() => 'en'));

  it('name the field and give the rule in Chinese', () => {
    const schema = z.strictObject({ adults: z.number().int().max(9, codedRule('rules.atMost', { max: 9 })), email: z.string().min(1, codedRule('rules.required')) });
    const result = schema.safeParse({ adults: 12, email: '', extra: 1 });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : issuesFromZod(result.error).map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['adults 不能大于 9。', 'email 为必填项。', 'extra 不是此操作的字段。']));
  });

  it('are sent by main as wordings, the same whatever main’s language, and worded by the reader', () => {
    const schema = z.strictObject({ adults: z.number().int().max(9, codedRule('rules.atMost', { max: 9 })) });
    const result = schema.safeParse({ adults: 12, extra: 1 });
    if (result.success) throw new Error('expected a failure');
    const sent = issueWordings(result.error);
    expect(sent[0]?.message).toEqual({ code: 'validation.codedRule', params: { field: 'adults', rule: { code: 'rules.atMost', params: { max: 9 } } } });
    setLanguageSource(() => 'en');
    expect(issueWordings(result.error)).toEqual(sent);
    expect(wordAll('zh-CN', sent).map((issue) => issue.message)).toEqual(['adults 不能大于 9。', 'extra 不是此操作的字段。']);
    expect(wordAll('en', sent).map((issue) => issue.message)).toEqual(['adults must be at most 9.', 'extra is not a field of this operation.']);
    expect(wordAll('zh-CN', validationFailure(sent))).toMatchObject({ ok: false, error: { message: '有 2 个字段需要修改。' } });
  });

  it('quote zod’s own wording of a shape given no rule, inside a Chinese sentence', () => {
    const result = z.strictObject({ adults: z.string().regex(/^\d$/) }).safeParse({ adults: 'two' });
    if (result.success) throw new Error('expected a failure');
    const [issue] = issueWordings(result.error);
    expect(issue?.message).toMatchObject({ code: 'validation.rule', params: { field: 'adults' } });
    const zodWords = result.error.issues[0]?.message ?? '';
    expect(textIn('en', issue?.message ?? '')).toBe(`adults is invalid: ${zodWords}.`);
    expect(textIn('zh-CN', issue?.message ?? '')).toBe(`adults 无效：${zodWords}。`);
  });

  it('read a coded rule back from zod, and quote it in English where a message was always quoted as written', () => {
    const message = z.string().min(1, codedRule('rules.required')).safeParse('').error?.issues[0]?.message ?? '';
    expect(ruleText(message)).toEqual({ code: 'rules.required' });
    expect(ruleInEnglish(message)).toBe('is required');
    expect(ruleText('must be a search id')).toBe('must be a search id');
  });

  it('are all given by code: no rule written in English in main or the contract, outside the words catalogue', () => {
    const found = mainSources().flatMap(({ file, source }) => englishRulesIn(file, source));
    expect(found.map((rule) => `${rule.file}:${rule.line} ${rule.text}`)).toEqual([]);
  });

  it('would find a rule written in English: a zod message, a template, a reader’s rule', () => {
    const source = [
      "const a = z.string().max(4, 'must be 4 digits');",
      'const b = (n: number) => z.number().max(n, `must be at most ${n} days`);',
      "fail(where, key, undefined, 'is unusable');",
      "const c = z.string().max(4, codedRule('rules.exactDigits', { count: 4 }));",
      '// must be a comment, not a rule',
    ].join('\n');
    expect(englishRulesIn('sample.ts', source).map((rule) => `${rule.line} ${rule.text}`)).toEqual(['1 must be 4 digits', '2 must be at most ', '3 is unusable']);
  });
});

/** Every source of main and the contract but the words catalogue (where the rules' words live, by code). */
function mainSources(): { file: string; source: string }[] {
  const root = join(import.meta.dirname, '../../..');
  return ['electron/main', 'electron/contract'].flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => relative(root, join(root, folder, name)).split('\\').join('/'))
      .filter((file) => !file.startsWith('electron/contract/words/'))
      .map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') })),
  );
}

describe('main’s own reports in Chinese', () => {
  beforeEach(() => setLanguageSource(() => 'zh-CN'));
  afterEach(() => setLanguageSource(() => 'en'));

  it('says what is wrong with a bad answer in Chinese', () => {
    expect(wordAll('zh-CN', readEnvelope(null, true))).toEqual({ kind: 'malformed', message: '答复不是 JSON 对象。' });
    expect(wordAll('zh-CN', readEnvelope({ errorCode: '0' }, true))).toMatchObject({ message: expect.stringContaining('没有发送数据') });
  });

  it('says why the keychain cannot be used, and what fixes it, in Chinese', () => {
    const failure = keychainFailure(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY'));
    expect(textIn('zh-CN', failure.reason)).toBe('没有运行桌面会话总线（D-Bus），因此无法连接任何钥匙串服务');
    expect(textIn('zh-CN', failure.fix)).toContain('dbus-run-session');
  });

  it('words an unusable field of an answer in Chinese, naming the field as sent', () => {
    const read = readWithSchema(z.object({ count: z.string().regex(/^\d+$/, codedRule('rules.answer.integer')) }));
    expect(read({ count: 'x' })).toEqual({ ok: false, field: 'count', problem: { code: 'rules.answer.integer' } });
    expect(wordAll('zh-CN', read({ count: 'x' }))).toEqual({ ok: false, field: 'count', problem: '必须是整数' });
    expect(wordAll('en', read({ count: 'x' }))).toEqual({ ok: false, field: 'count', problem: 'must be an integer' });
  });
});

describe('the connection status, by code', () => {
  it('keeps what it observed as a wording, worded in either language when shown', () => {
    const emitted: unknown[] = [];
    const monitor = new ConnectionMonitor({ emit: (_name: string, payload: unknown) => emitted.push(payload) } as unknown as EventHub, 'p1');
    monitor.observe('p1', { kind: 'reached', detail: wording('connection.answered', { status: 200 }) });
    expect(monitor.current()).toMatchObject({ state: 'online', detail: { code: 'connection.answered', params: { status: 200 } } });
    expect(wordAll('en', monitor.current()).detail).toBe('The service answered (HTTP 200).');
    expect(wordAll('zh-CN', monitor.current()).detail).toBe('服务已响应（HTTP 200）。');
    monitor.observe('p1', { kind: 'reached', detail: wording('connection.answered', { status: 200 }) });
    monitor.reset('p1');
    expect(wordAll('zh-CN', monitor.current()).detail).toBe('尚未调用服务。');
    expect(emitted).toHaveLength(2);
  });
});
