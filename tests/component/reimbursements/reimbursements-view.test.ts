/**
 * The reimbursement board (Alt+5) against a fake desk: it opens on the first page of rows and
 * reads the rest in pages; a status change from main patches its row in place (one `rows` read of
 * that order, never the board again), with the filter counts and totals following.
 */
import type { ReimbursementBoardPage, ReimbursementRow } from '@contract/domains/reimbursements';
import { readOrderStatus } from '@contract/domains/order-status';
import { flushPromises, mount } from '@vue/test-utils';
import { NMessageProvider } from 'naive-ui';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { useReimbursementStore } from '@/stores/reimbursement-store';
import ReimbursementsView from '@/views/ReimbursementsView.vue';
import { createFakeDesk } from '../support/fake-desk';

const DAY = 86_400_000;
const row = (orderId: number, status: string, amount: string, daysAgo: number): ReimbursementRow => ({
  orderId, orderNum: `91708341020${String(orderId).padStart(7, '0')}`, parentOrderNum: '917083410177190001', profileId: 'sandbox', passengers: ['ZHAO/MIN'],
  amount, currency: 'CNY', status: readOrderStatus(status, 'refund'), reimbursementStatus: null, requestedAt: null, requestedAtMs: Date.now() - daysAgo * DAY,
  asOf: null, checkedAt: null, payout: null, vouchers: [], final: status === 'Reimbursed',
});
const page = (rows: ReimbursementRow[], next: ReimbursementBoardPage['next']): ReimbursementBoardPage => ({ environment: 'sandbox', profileId: 'sandbox', rows, total: 3, next, readAt: new Date().toISOString() });

async function mountBoard() {
  const oldest = row(1, 'To be reimbursed', '100.10', 20);
  const middle = row(2, 'To be reimbursed', '0.20', 10);
  const newest = row(3, 'Reimbursed', '5.00', 2);
  const fake = createFakeDesk({
    'preferences.get': () => ({ ok: true, value: { theme: 'system', density: 'compact', diagnosticsLogging: false, shoppingTimeoutSeconds: 60, overdueDays: 14, language: 'en', pollIntervalMinutes: 30 } }),
    'reimbursements.pollerState': () => ({ ok: true, value: { profileId: 'sandbox', watching: 2, intervalMinutes: 30, inFlight: 0, backedOffUntil: null, backoffReason: null } }),
    'reimbursements.page': (input) => {
      const { after } = input as { after?: unknown };
      return { ok: true, value: after ? page([newest], null) : page([oldest, middle], { sortTime: '2026-11-13T00:00:00.000Z', orderId: 2 }) };
    },
    'reimbursements.rows': () => ({ ok: true, value: [{ ...middle, status: readOrderStatus('Reimbursed', 'refund'), final: true }] }),
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h(NMessageProvider, () => h(ReimbursementsView)) });
  const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  return { wrapper, fake };
}

const orderNums = (wrapper: ReturnType<typeof mount>) => wrapper.findAll('[data-testid="refund-row"] [data-order-num]').map((cell) => cell.attributes('data-order-num'));

describe('the reimbursement board', () => {
  it('opens on the first page, reads the rest a page at a time, and patches a status change in place', async () => {
    // Idle moments and the patch delay on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    try {
      const { wrapper, fake } = await mountBoard();
      // Mounted with nothing read yet (the desk had not started the store), the board reads itself.
      await flushPromises();
      // The first page is on screen, oldest first, with the reading line, before the rest is read.
      expect(orderNums(wrapper)).toEqual(['917083410200000001', '917083410200000002']);
      expect(wrapper.get('[data-testid="board-reading"]').text()).toBe('Reading 2 of 3…');
      await vi.runAllTimersAsync();
      await flushPromises();
      expect(orderNums(wrapper)).toHaveLength(3);
      expect(wrapper.find('[data-testid="board-reading"]').exists()).toBe(false);
      expect(useReimbursementStore().complete).toBe(true);
      expect(wrapper.get('[data-testid="board-filter-waiting"]').element.parentElement?.textContent).toContain('2');

      // Main says order 2 was reimbursed: its row is read again 250 ms later and put in place.
      void useReimbursementStore().start(); // subscribes to main's events (the desk does this at start)
      await flushPromises();
      await vi.runAllTimersAsync();
      expect(wrapper.get('[data-testid="poller-state"]').text()).toBe('Checking 2 open refunds every 30 min');
      fake.emit('reimbursements.statusChanged', { orderId: 2, orderNum: '917083410200000002', profileId: 'sandbox', from: readOrderStatus('To be reimbursed', 'refund'), to: readOrderStatus('Reimbursed', 'refund'), reimbursed: true, by: 'poller', at: new Date().toISOString() });
      await vi.advanceTimersByTimeAsync(300);
      await flushPromises();
      const status = wrapper.get('[data-order-num="917083410200000002"]').get('[data-testid="refund-status"]');
      expect(status.text()).toContain('Reimbursed');
      expect(wrapper.get('[data-testid="board-filter-waiting"]').element.parentElement?.textContent).toContain('1');
      expect(wrapper.get('[data-testid="board-filter-reimbursed"]').element.parentElement?.textContent).toContain('2');
      expect(fake.calls.filter((call) => call.name === 'reimbursements.rows').map((call) => call.input)).toEqual([{ orderIds: [2] }]);
      // The view's own read (2 pages) and the start's (2 pages): never the whole board at once.
      expect(fake.calls.filter((call) => call.name === 'reimbursements.page').map((call) => (call.input as { count: number }).count)).toEqual([100, 250, 100, 250]);
      expect(fake.calls.some((call) => call.name === 'reimbursements.board')).toBe(false);
      wrapper.unmount();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
