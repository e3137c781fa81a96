/**
 * The Reports screen (Alt+9) against a fake desk: its three blocks with the environment each covers
 * and the business day's time zone; the period keys (Alt+P, Alt+Shift+P, wrapping round) and the
 * environment key ask main for the matching figures; a newly filed order reads them again without
 * a reload, changes gathered in proportion to main's last read; Esc stops a running reconciliation; each block's pairs after its first come a frame
 * later; the charts are drawn one per frame in the screen's order, each box saying its summary
 * until then, and none after the screen closes.
 */
import type { ReportFigures, ReportPeriod } from '@contract/domains/reports';
import type { Environment } from '@contract/domains/profiles';
import { flushPromises, mount } from '@vue/test-utils';
import { NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import ReportsView from '@/views/ReportsView.vue';
import { createFakeDesk } from '../support/fake-desk';
import { weekFigures } from './report-fixture';

function mountReports(figures: (input: { period: ReportPeriod; environment: Environment }) => ReportFigures = (input) => weekFigures({ environment: input.environment })) {
  const fake = createFakeDesk({
    'reports.figures': (input) => ({ ok: true, value: figures(input as { period: ReportPeriod; environment: Environment }) }),
    'reports.timeZone': () => ({ ok: true, value: { timeZone: 'Asia/Shanghai', isDefault: true, utcOffsetNow: '+08:00' } }),
    'requests.cancel': () => ({ ok: true, value: { cancelled: true } }),
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(ReportsView)) });
  // ECharts itself is not drawn here (no layout in happy-dom): the e2e and the screenshots see it.
  const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk }, stubs: { Echarts: true } }, attachTo: document.body });
  return { wrapper, fake };
}

const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
const periodsAsked = (fake: ReturnType<typeof createFakeDesk>) => fake.calls.filter((call) => call.name === 'reports.figures').map((call) => (call.input as { period: ReportPeriod }).period.kind);

afterEach(() => document.body.replaceChildren());

describe('the Reports screen', () => {
  it('shows the three blocks, each saying the one environment it covers, and the business day’s time zone', async () => {
    const { wrapper } = mountReports();
    await flushPromises();
    expect(wrapper.findAll('section[data-testid^="report-"] h2').map((heading) => heading.text())).toEqual(['Sales', 'Refunds & reimbursements', 'Credit']);
    for (const block of ['sales', 'refunds', 'credit']) expect(wrapper.get(`[data-testid="report-${block}-covers"]`).text()).toBe('PRODUCTION only');
    expect(wrapper.get('[data-testid="report-time-zone"]').text()).toBe('Business day in Asia/Shanghai UTC+08:00');
    expect(wrapper.get('[data-testid="report-range"]').text()).toBe('23NOV – 25NOV');
    expect(wrapper.get('[data-testid="report-sales-amount"]').text()).toBe('CNY 4,200.30 · USD 99.99');
    // Each chart is one named picture; its numbers are a captioned table that takes focus.
    const table = wrapper.get('[data-testid="table-sales-by-day"]');
    expect(table.attributes('tabindex')).toBe('0');
    expect(table.get('caption').text()).toBe('Sales by day');
    expect(wrapper.get('[data-testid="chart-sales-by-day"]').attributes()).toMatchObject({ role: 'img', 'aria-label': expect.stringContaining('5 in all') });
    wrapper.unmount();
  });

  it('walks the periods with Alt+P and Alt+Shift+P, wrapping round, and the environments with Alt+V', async () => {
    const { wrapper, fake } = mountReports();
    await flushPromises();
    expect(periodsAsked(fake)).toEqual(['today']);
    for (let presses = 0; presses < 5; presses++) {
      press({ key: 'p', code: 'KeyP', altKey: true });
      await flushPromises();
    }
    expect(periodsAsked(fake)).toEqual(['today', 'yesterday', 'this-week', 'this-month', 'custom', 'today']);
    press({ key: 'P', code: 'KeyP', altKey: true, shiftKey: true });
    await flushPromises();
    expect(periodsAsked(fake).at(-1)).toBe('custom');
    // Custom starts from the days shown, both included.
    expect(fake.calls.filter((call) => call.name === 'reports.figures').at(-1)?.input).toEqual({ period: { kind: 'custom', from: '2026-11-23', to: '2026-11-25' }, environment: 'production' });
    expect((wrapper.get('[data-testid="period-custom"]').element as HTMLInputElement).checked).toBe(true);

    press({ key: 'v', code: 'KeyV', altKey: true });
    await flushPromises();
    expect((fake.calls.at(-1)?.input as { environment: Environment }).environment).toBe('test');
    expect(wrapper.get('[data-testid="report-credit-covers"]').text()).toBe('TEST only');
    wrapper.unmount();
  });

  it('shows a newly filed order without a reload (the figures follow the file)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let filed = 0;
      const { wrapper, fake } = mountReports((input) => weekFigures({ environment: input.environment, extraTickets: filed }));
      await flushPromises();
      expect(wrapper.get('[data-testid="report-sales-tickets"]').text()).toBe('5');
      filed = 1;
      fake.emit('orders.changed', { orderIds: [77], source: 'booking' as never });
      await vi.advanceTimersByTimeAsync(400);
      await flushPromises();
      expect(wrapper.get('[data-testid="report-sales-tickets"]').text()).toBe('6');
      // A note changes no figure: no read for it.
      const reads = periodsAsked(fake).length;
      fake.emit('orders.changed', { orderIds: [77], source: 'note' });
      await vi.advanceTimersByTimeAsync(400);
      expect(periodsAsked(fake)).toHaveLength(reads);
      wrapper.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathers changes ten times as long as main took to read the figures, so a poller telling change after change is not read after each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Main took 150 ms for the figures shown: the next read waits 1.5 s for more changes.
      const { wrapper, fake } = mountReports((input) => ({ ...weekFigures({ environment: input.environment }), elapsedMs: 150 }));
      await flushPromises();
      const reads = periodsAsked(fake).length;
      for (let check = 0; check < 4; check++) {
        fake.emit('reimbursements.statusChanged', { orderId: 90 + check } as never);
        await vi.advanceTimersByTimeAsync(350);
      }
      expect(periodsAsked(fake)).toHaveLength(reads);
      await vi.advanceTimersByTimeAsync(200);
      await flushPromises();
      expect(periodsAsked(fake)).toHaveLength(reads + 1);
      wrapper.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconciles a day from Alt+K, and Esc stops it', async () => {
    const { wrapper, fake } = mountReports();
    let answer: (value: unknown) => void = () => undefined;
    (fake.desk.reports as { reconcile: unknown }).reconcile = (input: unknown, options: { requestId: string }) => {
      fake.calls.push({ name: 'reports.reconcile', input: { ...(input as object), requestId: options.requestId } });
      return new Promise((resolve) => (answer = resolve));
    };
    await flushPromises();
    press({ key: 'k', code: 'KeyK', altKey: true });
    await flushPromises();
    const day = wrapper.get('[data-testid="reconcile-day"]');
    expect(document.activeElement).toBe(day.element);
    expect((day.element as HTMLInputElement).value).toBe('2026-11-25');
    await wrapper.get('[data-testid="reconcile-panel"] form').trigger('submit');
    await flushPromises();
    const started = fake.calls.find((call) => call.name === 'reports.reconcile')?.input as { requestId: string; day: string };
    expect(started).toMatchObject({ day: '2026-11-25', environment: 'production' });
    fake.emit('reports.reconcileProgress', { requestId: started.requestId, day: '2026-11-25', environment: 'production', done: 3, total: 8, differences: 1 });
    await flushPromises();
    expect(wrapper.get('[data-testid="reconcile-progress"]').text()).toBe('Comparing WE 25NOV: 3 / 8 · differences so far: 1');

    press({ key: 'Escape', code: 'Escape' });
    await flushPromises();
    expect(fake.calls.filter((call) => call.name === 'requests.cancel').map((call) => call.input)).toEqual([{ requestId: started.requestId }]);
    answer({ ok: true, value: { day: '2026-11-25', environment: 'production', timeZone: 'Asia/Shanghai', total: 8, checked: 3, matched: 2, differences: [{ orderId: 5, orderNum: '917083410200000005', field: 'amount', recorded: '1000.00', service: '1010.00' }], failures: [], cancelled: true } });
    await flushPromises();
    expect(wrapper.get('[data-testid="reconcile-summary"]').text()).toBe('Stopped on WE 25NOV: 3 / 8 compared; what was compared is listed.');
    expect(wrapper.get('[data-testid="reconcile-differences"] tbody tr').findAll('th, td').map((cell) => cell.text())).toEqual(['917083410200000005', 'Amount', '1000.00', '1010.00']);
    wrapper.unmount();
  });

  it('shows each block’s first pair first and the others from the frame after; draws the charts one per frame, the blocks’ first charts left to right first, the summary shown until then; none after the screen closes', async () => {
    // The boxes laid out (happy-dom lays nothing out), and the frames and idle slots stepped by hand.
    const sized = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 168 } as DOMRect);
    const frames = new Map<number, FrameRequestCallback>();
    const idles = new Map<number, IdleRequestCallback>();
    let ids = 0;
    vi.stubGlobal('requestAnimationFrame', (then: FrameRequestCallback) => (frames.set(++ids, then), ids));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.stubGlobal('requestIdleCallback', (then: IdleRequestCallback) => (idles.set(++ids, then), ids));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idles.delete(id));
    const step = async (slots: Map<number, (arg: never) => void>) => {
      const due = [...slots.values()];
      slots.clear();
      for (const then of due) then(0 as never);
      await flushPromises();
    };
    const nextChart = async () => {
      await step(frames);
      await step(idles);
    };
    try {
      const { wrapper } = mountReports();
      await flushPromises();
      const charts = () => wrapper.findAll('[data-testid^="chart-"]');
      const drawn = () => charts().filter((chart) => !chart.find('.report-chart__summary').exists()).map((chart) => chart.attributes('data-testid'));
      // The blocks' first pairs in the first frame; their other pairs from the frame after it.
      expect(charts().map((chart) => chart.attributes('data-testid'))).toEqual(['chart-sales-by-day', 'chart-refunds-by-day', 'chart-credit-by-day']);
      // The charts ask for their turns once ECharts' chunk is in; the first is drawn at once.
      await vi.waitFor(() => expect(drawn()).toEqual(['chart-sales-by-day']), { timeout: 20_000 });
      // Before its turn a chart's box says its summary, not a blank.
      const waiting = () => charts().filter((chart) => chart.find('.report-chart__summary').exists());
      expect(waiting()).toHaveLength(2);
      for (const chart of waiting()) expect(chart.get('.report-chart__summary').text()).toBe(chart.attributes('aria-label'));

      await step(frames); // the frame that shows the first chart: nothing more
      expect(drawn()).toEqual(['chart-sales-by-day']);
      expect(charts()).toHaveLength(3);
      await step(idles);
      expect(drawn()).toEqual(['chart-sales-by-day', 'chart-refunds-by-day']);
      await step(frames); // the frame after it: every pair, their charts waiting with their summaries
      expect(charts()).toHaveLength(5);
      expect(waiting().map((chart) => chart.attributes('data-testid'))).toEqual(['chart-sales-by-carrier', 'chart-refunds-ageing', 'chart-credit-by-day']);
      for (const chart of waiting()) expect(chart.get('.report-chart__summary').text()).toBe(chart.attributes('aria-label'));
      await step(idles);
      expect(drawn()).toEqual(['chart-sales-by-day', 'chart-refunds-by-day', 'chart-credit-by-day']);
      await nextChart(); // then the blocks' second charts, left to right
      expect(drawn()).toEqual(['chart-sales-by-day', 'chart-sales-by-carrier', 'chart-refunds-by-day', 'chart-credit-by-day']);

      wrapper.unmount();
      expect(frames.size + idles.size).toBe(0);
    } finally {
      sized.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
