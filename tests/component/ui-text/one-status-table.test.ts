/**
 * One label per status, from one table (issue 23, finding 12): Ancillaries said "Ticket issuing"
 * where Orders and Ticketing said "Paid, to be issued" for the same ISS_PRC, and Refunds showed the
 * raw "ISSED". The table is `text.orders.status` (both languages); every screen words a status
 * through it; tests/unit/ui-text/one-status-table-source.test.ts finds any other status → label
 * map in src/.
 */
import { inferredStatus, ORDER_STATUS_KEYS, readOrderStatus } from '@contract/domains/order-status';
import type { RefundCandidate } from '@contract/domains/refunds';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_KEY } from '@/bridge/use-desk';
import RefundStart from '@/components/refunds/RefundStart.vue';
import { statusLabel } from '@/orders/order-row-view';
import { sentStatusWords, statusParts, statusWords } from '@/reimbursements/status-words';
import { setLanguage, text } from '@/ui-text';
import { en } from '@/ui-text/en';
import { zhCN } from '@/ui-text/zh-CN';
import { createFakeDesk } from '../support/fake-desk';

const KEYS: ReadonlySet<string> = new Set(ORDER_STATUS_KEYS);

afterEach(() => setLanguage('en'));

/** Paths of the dictionary's objects keyed by two or more status codes. */
function statusTables(node: unknown, path: string[] = []): string[] {
  if (node === null || typeof node !== 'object') return [];
  const keys = Object.keys(node);
  const here = keys.filter((key) => KEYS.has(key)).length >= 2 ? [path.join('.')] : [];
  return [...here, ...keys.flatMap((key) => statusTables((node as Record<string, unknown>)[key], [...path, key]))];
}

describe('one status table', () => {
  it('the dictionaries hold one status table, in both languages, the same path', () => {
    expect(statusTables(en)).toEqual(['orders.status']);
    expect(statusTables(zhCN)).toEqual(['orders.status']);
  });

  it.each(['en', 'zh-CN'] as const)('every screen’s wording of a status reads the same label (%s)', (language) => {
    setLanguage(language);
    for (const key of ORDER_STATUS_KEYS) {
      const label = text.orders.status[key];
      expect(statusLabel(inferredStatus(key, 'air'))).toBe(label);
      expect(statusParts(inferredStatus(key, 'refund')).label).toBe(label);
      expect(statusWords(readOrderStatus(key, 'air'))).toMatch(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    }
    expect(statusParts(readOrderStatus('Paid, to be issued', 'ancillary')).label).toBe(text.orders.status.ISS_PRC);
  });

  it('Ancillaries and Orders say the same for ISS_PRC; an unknown status is shown as it came', () => {
    expect(statusWords(readOrderStatus('ISS_PRC', 'ancillary'))).toBe('Paid, to be issued (ISS_PRC)');
    expect(statusLabel(readOrderStatus('ISS_PRC', 'air'))).toBe('Paid, to be issued');
    expect(sentStatusWords('SOMETHING_NEW', 'air')).toBe('SOMETHING_NEW (not known to the desk)');
    expect(sentStatusWords(null, 'air')).toBe(text.orders.noStatus);
  });
});

describe('Refunds words the order’s status (it showed the raw ISSED)', () => {
  it('lists an issued order as Issued (ISSED), and 已出票（ISSED） in Chinese', async () => {
    const candidate: RefundCandidate = { orderId: 1, orderNum: '917083410145514001', orderKind: 'original', status: 'ISSED', route: 'PEK-LHR', firstDeparture: '2026-12-22', leadPassenger: 'WANG/XIAOMING', passengerCount: 1, openDraftId: null };
    const fake = createFakeDesk({ 'refunds.candidates': () => ({ ok: true, value: [candidate] }) });
    const pinia = createPinia();
    setActivePinia(pinia);
    const wrapper = mount(RefundStart, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
    await flushPromises();
    // The label first, what the service sent beside it (real-world notes: show both).
    expect(wrapper.text()).toContain('Issued (ISSED)');
    setLanguage('zh-CN');
    await flushPromises();
    expect(wrapper.text()).toContain('已出票（ISSED）');
    wrapper.unmount();
  });
});
