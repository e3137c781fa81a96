import { describe, expect, it } from 'vitest';
import { activeLanguage, setLanguageSource } from '../../../electron/contract/format/active-language';
import { textIn, word, wordAll, wording, wordsIn, type Worded, type Wording } from '../../../electron/contract/words';
import { isWording } from '../../../electron/contract/words/wording';
import { DESK_WORDS_EN } from '../../../electron/contract/words/en';
import { DESK_WORDS_ZH_CN } from '../../../electron/contract/words/zh-CN';
import { en as uiEn } from '../../../src/ui-text/en';
import { zhCN as uiZhCN } from '../../../src/ui-text/zh-CN';

describe('the desk’s one catalogue of words', () => {
  it('has the same codes in English and Chinese, each a sentence in both or a function of the same parameters in both', () => {
    expect(Object.keys(DESK_WORDS_ZH_CN).sort()).toEqual(Object.keys(DESK_WORDS_EN).sort());
    const differing = Object.entries(DESK_WORDS_EN).filter(([code, english]) => {
      const chinese = (DESK_WORDS_ZH_CN as Record<string, unknown>)[code];
      return typeof chinese !== typeof english || (typeof english === 'function' && typeof chinese === 'function' && english.length !== chinese.length);
    });
    expect(differing.map(([code]) => code)).toEqual([]);
  });

  it('holds the screens’ dictionary and main’s words in one object per language', () => {
    expect(wordsIn('en').ui).toBe(uiEn);
    expect(wordsIn('zh-CN').ui).toBe(uiZhCN);
    expect(wordsIn('zh-CN').desk).toBe(DESK_WORDS_ZH_CN);
  });

  it('words a code in the language asked for, whatever the language of the moment: a plain call, no global swapped', () => {
    const installed = setLanguageSource(() => 'en');
    try {
      expect(word('zh-CN', 'apiErrors.unknown.code', { code: 'X1' })).toBe('服务返回了代码 X1，工作台不认识此代码。');
      expect(word('en', 'apiErrors.unknown.code', { code: 'X1' })).toBe('The service answered with code X1, which the desk does not know.');
      expect(activeLanguage()).toBe('en');
    } finally {
      // The screen's source back (files share their worker's modules).
      setLanguageSource(installed);
    }
  });

  it('words a wording’s parameters that are wordings in the same language', () => {
    const sent = wording('apiErrors.detail.fieldRefused', { field: wording('apiErrors.detail.namedField', { label: wording('fields.cabinClass'), field: 'cabinClass' }) });
    expect(textIn('en', sent)).toBe('The service did not accept the cabin (cabinClass).');
    expect(textIn('zh-CN', sent)).toBe('服务不接受舱位等级（cabinClass）。');
  });

  it('survives JSON, the way it crosses IPC and the browser host', () => {
    const sent = wording('apiErrors.unknown.withMessage', { what: wording('apiErrors.unknown.noCode'), message: 'boom' });
    expect(textIn('zh-CN', JSON.parse(JSON.stringify(sent)) as Wording)).toBe(textIn('zh-CN', sent));
  });

  it('shows a code it does not have (a newer main) as the code, and text as it came', () => {
    expect(textIn('en', { code: 'not.a.code' } as unknown as Wording)).toBe('not.a.code');
    expect(textIn('zh-CN', 'Ticketing failed')).toBe('Ticketing failed');
  });

  it('tells a wording from an error that has a code', () => {
    expect(isWording(wording('apiErrors.unknown.noCode'))).toBe(true);
    expect(isWording({ code: 'B024' })).toBe(false);
    expect(isWording({ kind: 'api', code: 'apiErrors.unknown.noCode' })).toBe(false);
    expect(isWording({ code: 'apiErrors.unknown.noCode', params: null })).toBe(false);
  });

  it('words every wording in a result and leaves a result without one as the same object', () => {
    const error = { kind: 'api' as const, operation: 'ticketing', code: 'B022', message: 'Ticketing failed', explanation: wording('apiErrors.ticketing.B022.explanation'), nextStep: wording('apiErrors.ticketing.B022.nextStep') };
    const result = { ok: false as const, error };
    const shown = wordAll('zh-CN', result);
    expect(shown.error.explanation).toBe('代理的合作方信用额度不足以支付此订单。没有扣款。');
    expect(shown.error.message).toBe('Ticketing failed');
    expect(result.error.explanation).toEqual(wording('apiErrors.ticketing.B022.explanation'));
    const plain = { rows: [{ a: 1, b: ['x'] }], total: 1 };
    expect(wordAll('en', plain)).toBe(plain);
    const list = [wording('apiErrors.unknown.noCode'), 'as it came'];
    expect(wordAll('en', list)).toEqual(['The service reported an error without a code.', 'as it came']);
  });

  it('is typed: a code the catalogue lacks, a missing parameter or a wording where a string is read do not compile', () => {
    // @ts-expect-error -- not a code of the catalogue
    expect(() => wording('refunds.noSuchCode')).not.toThrow();
    // @ts-expect-error -- apiErrors.unknown.code needs { code }
    expect(wording('apiErrors.unknown.code').code).toBe('apiErrors.unknown.code');
    const shown: Worded<{ message: Wording | string; count: number }> = { message: 'worded', count: 1 };
    // @ts-expect-error -- a worded value holds strings, never a wording
    const wrong: Worded<{ message: Wording }> = { message: wording('apiErrors.unknown.noCode') };
    expect([shown.message, wrong]).toHaveLength(2);
  });
});
