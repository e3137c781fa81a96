import { describe, expect, it } from 'vitest';
import { sortTimeOf } from '../../../electron/main/archive/orders/order-writer';

/** What the service's creation time means, read the slow way: an ISO string with Beijing's offset. */
function byDateParse(text: string): string | null {
  const beijing = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text.trim());
  const instant = Date.parse(beijing ? `${beijing[1]}T${beijing[2]}${beijing[3] ?? ':00'}+08:00` : text.trim());
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

describe('the instant an order is sorted by', () => {
  it('reads the service’s Beijing time as UTC+8', () => {
    expect(sortTimeOf('2026-11-23 08:15:30')).toBe('2026-11-23T00:15:30.000Z');
    expect(sortTimeOf('2026-01-01 07:59')).toBe('2025-12-31T23:59:00.000Z');
    expect(sortTimeOf(' 2026-03-01T00:00:00 ')).toBe('2026-02-28T16:00:00.000Z');
  });

  it('reads an ISO time with its own offset (ancillary orders)', () => {
    expect(sortTimeOf('2026-11-23T08:15:30+01:00')).toBe('2026-11-23T07:15:30.000Z');
  });

  it('has no instant for an empty or unreadable time', () => {
    expect(sortTimeOf(null)).toBeNull();
    expect(sortTimeOf('')).toBeNull();
    expect(sortTimeOf('yesterday')).toBeNull();
    expect(sortTimeOf('2026-13-01 10:00:00')).toBeNull();
    expect(sortTimeOf('2026-00-10 10:00:00')).toBeNull();
    expect(sortTimeOf('2026-01-01 23:60:00')).toBeNull();
  });

  it('agrees with reading the time through Date.parse, edge values included', () => {
    const samples = [
      '2026-11-23 08:15:30', '2026-11-23 08:15', '2024-02-29 23:59:59', '2026-02-29 10:00:00', '2026-04-31 10:00:00',
      '2026-01-01 24:00:00', '2026-01-01 00:00:00', '2026-12-31 23:59:59', '2026-01-00 10:00:00', '2026-01-01 23:59:60',
      '1999-07-04 12:00', '0050-03-01 10:00', '0100-01-01 07:00', '2026-11-23T08:15:30+08:00', '2026-11-23T08:15:30Z',
    ];
    for (const sample of samples) expect(sortTimeOf(sample), sample).toBe(byDateParse(sample));
  });
});
