import type { WireDeskApi } from '@contract/desk-api';
import type { Language } from '@contract/domains/language';
import { wording } from '@contract/words';
import { describe, expect, it } from 'vitest';
import { wordedDesk } from '../../../src/bridge/worded-desk';

/** The fake desk ignores what it is asked: the input's shape is not what these tests are about. */
const ANY_INPUT = {} as never;

/** A wire desk as the preload builds it: answers and events exactly as main sent them, wordings in them. */
function wireDesk() {
  const listeners: ((payload: unknown) => void)[] = [];
  const apiError = {
    kind: 'api',
    operation: 'ticketing',
    code: 'B022',
    message: 'Ticketing failed',
    explanation: wording('apiErrors.ticketing.B022.explanation'),
    nextStep: wording('apiErrors.ticketing.B022.nextStep'),
  };
  const wire = {
    ticketing: { pay: async () => ({ ok: false, error: apiError }) },
    app: { info: async (input?: unknown) => ({ ok: true, value: { input, name: 'Ticketing Desk' } }) },
    on: (_event: string, listener: (payload: unknown) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as WireDeskApi;
  return { wire, emit: (payload: unknown) => listeners.forEach((listener) => listener(payload)) };
}

describe('the one place the renderer words what main means', () => {
  it('words every wording of a result in the language of the moment, and leaves the service’s own text as it came', async () => {
    let language: Language = 'en';
    const { wire } = wireDesk();
    const desk = wordedDesk(wire, () => language);
    const english = await desk.ticketing.pay(ANY_INPUT);
    expect(english).toMatchObject({ ok: false, error: { message: 'Ticketing failed', explanation: "The agency's partner credit is too low to pay this order. Nothing was charged." } });
    language = 'zh-CN';
    const chinese = await desk.ticketing.pay(ANY_INPUT);
    expect(chinese).toMatchObject({ ok: false, error: { message: 'Ticketing failed', explanation: '代理的合作方信用额度不足以支付此订单。没有扣款。' } });
  });

  it('leaves each wording live: a result kept on screen reads in the language of the moment it is read', async () => {
    let language: Language = 'en';
    const desk = wordedDesk(wireDesk().wire, () => language);
    const kept = await desk.ticketing.pay(ANY_INPUT);
    language = 'zh-CN';
    expect(kept).toMatchObject({ ok: false, error: { message: 'Ticketing failed', explanation: '代理的合作方信用额度不足以支付此订单。没有扣款。' } });
    expect(JSON.parse(JSON.stringify(kept))).toMatchObject({ error: { nextStep: expect.stringMatching(/[\u4e00-\u9fff]/) } });
  });

  it('passes the input and results without wordings through unchanged', async () => {
    const desk = wordedDesk(wireDesk().wire, () => 'en');
    expect(await desk.app.info({ verbose: true } as never)).toEqual({ ok: true, value: { input: { verbose: true }, name: 'Ticketing Desk' } });
  });

  it('words the wordings of an event’s payload before a listener sees it', () => {
    const { wire, emit } = wireDesk();
    const seen: unknown[] = [];
    wordedDesk(wire, () => 'zh-CN').on('connection.changed', (payload) => seen.push(payload));
    emit({ detail: wording('apiErrors.unknown.noCode') });
    expect(seen).toEqual([{ detail: '服务报告了一个没有代码的错误。' }]);
  });

  it('lets a written worded field be written over, and words a wording that is a whole value or a list item once', () => {
    const { wire, emit } = wireDesk();
    let language: Language = 'en';
    const seen: unknown[] = [];
    wordedDesk(wire, () => language).on('connection.changed', (payload) => seen.push(payload));
    emit({ detail: wording('priceDiff.total'), list: [wording('priceDiff.currency')] });
    const payload = seen[0] as { detail: string; list: string[] };
    language = 'zh-CN';
    expect(payload).toEqual({ detail: '全部乘客合计', list: ['Currency'] });
    payload.detail = 'written';
    language = 'en';
    expect(payload.detail).toBe('written');
  });
});
