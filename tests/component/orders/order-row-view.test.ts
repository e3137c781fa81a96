import type { OrderRow } from '@contract/domains/orders';
import { describe, expect, it, vi } from 'vitest';
import { describeOrderRow, formatInstant, statusLabel } from '../../../src/orders/order-row-view';
import { filtersOf } from '../../../src/stores/orders-store';

function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 7, orderNum: '917083410145514001', kind: 'air', orderType: 'O',
    status: { code: 'ISS_PRC', text: null, key: 'ISS_PRC', group: 'issuing' },
    environment: 'sandbox', profileId: 'sandbox', profileName: 'Sandbox',
    route: [{ from: 'PEK', to: 'LHR', departDate: '2026-12-28' }, { from: 'LHR', to: 'PEK', departDate: '2027-01-07' }],
    firstDeparture: '2026-12-28 12:00', leadPassenger: 'TANAKA/HIROSHI', passengerCount: 2, pnr: 'RGYHT4',
    currency: 'CNY', amount: '21953.56', parentOrderNum: null, createdTime: '2026-11-23 22:52:00',
    asOf: null, manual: false, pendingWrites: [], hasNote: false,
    ...overrides,
  };
}

describe('an Orders row in the desk formats', () => {
  it('shows route dates as 28DEC (next year\'s with the year), money with separators and currency, the environment in capitals', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
    const view = describeOrderRow(row());
    vi.useRealTimers();
    expect(view.route).toBe('PEK-LHR 28DEC · LHR-PEK 07JAN27');
    expect(view.amount).toBe('CNY 21,953.56');
    expect(view.environment).toBe('SANDBOX');
    expect(view.passengers).toBe('TANAKA/HIROSHI +1');
    expect(view.status).toBe('Paid, to be issued');
  });

  it('says "never" for an order the service never confirmed, and "entered by hand" for a manual one', () => {
    expect(describeOrderRow(row({ asOf: null })).asOf).toBe('never');
    expect(describeOrderRow(row({ asOf: null, manual: true })).asOf).toBe('entered by hand');
  });

  it('writes an "as of" instant in the desk\'s one wording: today 09:17, 23NOV 14:05', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 26, 10, 0));
      expect(formatInstant(new Date(2026, 10, 23, 14, 5).toISOString())).toBe('23NOV 14:05');
      expect(formatInstant(new Date(2026, 10, 26, 9, 17).toISOString())).toBe('today 09:17');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never drops a status it does not know: it shows what the service sent', () => {
    expect(statusLabel({ code: 'NEW_STATE', text: null, key: null, group: 'other' })).toBe('NEW_STATE (not known to the desk)');
    expect(statusLabel({ code: null, text: 'Waiting for airline', key: null, group: 'other' })).toBe('Waiting for airline (not known to the desk)');
    expect(statusLabel(null)).toBe('no status yet');
  });
});

describe("the filter bar's choices as the contract's filters", () => {
  it('leaves out what is not chosen and a date not typed whole', () => {
    expect(filtersOf({ kind: '', group: '', profileId: '', from: '2026-1', to: '' })).toEqual({});
  });

  it('passes kind, status group, profile and a travel date range', () => {
    expect(filtersOf({ kind: 'refund', group: 'refund-in-progress', profileId: 'p-1', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      kinds: ['refund'], groups: ['refund-in-progress'], profileIds: ['p-1'], dates: { field: 'travel', from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('drops an end before the start instead of sending a range main would refuse', () => {
    expect(filtersOf({ kind: '', group: '', profileId: '', from: '2026-03-10', to: '2026-03-01' })).toEqual({ dates: { field: 'travel', from: '2026-03-10' } });
  });
});
