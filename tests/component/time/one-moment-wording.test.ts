/**
 * Walkthrough finding 4 (issue 23): with the sandbox clock ahead, the reimbursement board said
 * "yesterday 09:17" and the detail "today 09:17" for one check. One clock (the service clock),
 * one wording (formatDeskMoment), on the board, the detail, Orders and the pre-flight alike.
 */
import type { ReimbursementRow } from '@contract/domains/reimbursements';
import { serviceClock, setServiceClockAhead } from '@contract/format/service-clock';
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RefundDetailPane from '@/components/reimbursements/RefundDetailPane.vue';
import { formatInstant } from '@/orders/order-row-view';
import { boardRowView } from '@/reimbursements/board-row-view';
import { formatDeskMoment } from '@/time/desk-moment';

const status = { code: 'REFD_PRC', text: null, key: 'REFD_PRC', group: 'refund' } as unknown as ReimbursementRow['status'];

function refundRow(checked: string): ReimbursementRow {
  return {
    orderId: 1, orderNum: '917000000000000001', parentOrderNum: '917000000000000000', profileId: 'p', passengers: ['ZHANG/SAN'],
    amount: '100.00', currency: 'CNY', status, reimbursementStatus: null, requestedAt: '2026-11-20 10:00:00', requestedAtMs: null,
    asOf: checked, checkedAt: checked, payout: null, vouchers: [], final: false,
  };
}

/** The check ran at 09:17 on the workstation's clock, three minutes ago. */
const checkedAt = new Date(2026, 10, 26, 9, 17).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 9, 20));
});
afterEach(() => {
  setServiceClockAhead(0);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('one clock, one wording for "as of"', () => {
  for (const [label, minutesAhead] of [['the sandbox clock on time', 0], ['the sandbox clock 20 hours ahead', 20 * 60], ['a day ahead', 24 * 60]] as const) {
    it(`the board, the detail and Orders say the same for one check, with ${label}`, () => {
      setServiceClockAhead(minutesAhead);
      const board = boardRowView(refundRow(checkedAt), serviceClock.now(), 7).asOf;
      const detail = mount(RefundDetailPane, { props: { row: refundRow(checkedAt), today: '2026-11-26' } });
      expect(board).toMatch(/^today \d\d:\d\d$/);
      expect(detail.get('[data-testid="refund-detail-as-of"]').text()).toBe(`${board} your time`);
      expect(formatInstant(checkedAt)).toBe(board);
      detail.unmount();
    });
  }

  it('reads a moment already on the service’s timeline (a deadline) without moving it', () => {
    setServiceClockAhead(24 * 60);
    const deadline = new Date(2026, 10, 27, 18, 0).toISOString(); // the service's tomorrow is its today
    expect(formatDeskMoment(deadline, { stamped: 'service' })).toBe('today 18:00');
    expect(formatDeskMoment(new Date(2026, 10, 26, 18, 0).toISOString(), { stamped: 'service', whose: true })).toBe('yesterday 18:00 your time');
  });
});
