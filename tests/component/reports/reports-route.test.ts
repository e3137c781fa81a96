/**
 * The way into Reports (router.ts): the figures are asked for when the navigation starts, before
 * the screen's code is in, and the screen shows that answer without asking again
 * (reports.first_chart_ms); a navigation to Reports given up before it opened stops following the file.
 */
import type { ReportFigures } from '@contract/domains/reports';
import { flushPromises } from '@vue/test-utils';
import { NMessageProvider } from 'naive-ui';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, defineComponent, h, type App } from 'vue';
import { RouterView } from 'vue-router';
import { DESK_KEY } from '@/bridge/use-desk';
import { createDeskRouter } from '@/router';
import { createFakeDesk } from '../support/fake-desk';
import { weekFigures } from './report-fixture';

let app: App | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  document.body.replaceChildren();
});

function startDesk(withScreens: boolean) {
  const screenShownWhenAsked: boolean[] = [];
  const fake = createFakeDesk({
    'reports.figures': () => {
      screenShownWhenAsked.push(document.querySelector('[data-testid="reports-screen"]') !== null);
      return { ok: true, value: weekFigures({ environment: 'production' }) satisfies ReportFigures };
    },
    'reports.timeZone': () => ({ ok: true, value: { timeZone: 'Asia/Shanghai', isDefault: true, utcOffsetNow: '+08:00' } }),
  });
  // Each desk starts on Shopping (hash history: the page's address outlives a test).
  window.history.replaceState(null, '', '#/shopping');
  const router = createDeskRouter();
  const root = defineComponent({ render: () => (withScreens ? h(NMessageProvider, () => h(RouterView)) : h('div')) });
  app = createApp(root).use(createPinia()).use(router).provide(DESK_KEY, fake.desk);
  const host = document.createElement('div');
  document.body.append(host);
  app.mount(host);
  const figuresAsked = () => fake.calls.filter((call) => call.name === 'reports.figures').length;
  return { fake, router, screenShownWhenAsked, figuresAsked };
}

describe('the way into Reports', () => {
  it('asks main for the figures before the screen is shown, and the screen shows that answer without asking again', async () => {
    const { router, screenShownWhenAsked, figuresAsked } = startDesk(true);
    await router.push('/reports');
    await flushPromises();
    expect(document.querySelector('[data-testid="report-sales-amount"]')?.textContent).toBe('CNY 4,200.30 · USD 99.99');
    expect(figuresAsked()).toBe(1);
    expect(screenShownWhenAsked).toEqual([false]);
  });

  it('stops following the file when the way into Reports is given up before the screen opened', async () => {
    const { fake, router, figuresAsked } = startDesk(false);
    await router.isReady();
    // Given up after the figures were asked for (as when another screen is chosen meanwhile).
    router.beforeResolve((to) => to.name !== 'reports');
    await router.push('/reports');
    await flushPromises();
    expect(router.currentRoute.value.name).toBe('shopping');
    expect(figuresAsked()).toBe(1);
    // A newly filed order would read the figures again (300 ms later) if they still followed it.
    fake.emit('orders.changed', { orderIds: [77], source: 'booking' as never });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(figuresAsked()).toBe(1);
  });
});
