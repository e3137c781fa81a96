import { describe, expect, it } from 'vitest';
import { serviceDateTime, serviceInstant } from '../../../electron/contract/format/service-time';

describe('the instant behind a service time', () => {
  it('reads the service\'s zone-less times as Beijing time (UTC+8)', () => {
    expect(serviceInstant('2026-12-01 14:05:00')).toBe(Date.UTC(2026, 11, 1, 6, 5, 0));
    expect(serviceInstant('2026-12-01 14:05')).toBe(Date.UTC(2026, 11, 1, 6, 5, 0));
    expect(serviceInstant('2026-12-01T14:05:00')).toBe(Date.UTC(2026, 11, 1, 6, 5, 0));
  });

  it('honours an offset or Z when the service writes one (ancillary orders)', () => {
    expect(serviceInstant('2026-11-21T11:34+08:00')).toBe(Date.UTC(2026, 10, 21, 3, 34));
    expect(serviceInstant('2026-11-21T11:34:00Z')).toBe(Date.UTC(2026, 10, 21, 11, 34));
    expect(serviceInstant('2026-11-21T11:34:00-0530')).toBe(Date.UTC(2026, 10, 21, 17, 4));
  });

  it('crosses midnight: 02:00 Beijing is the previous day in UTC', () => {
    expect(new Date(serviceInstant('2026-01-01 02:00:00') ?? 0).toISOString()).toBe('2025-12-31T18:00:00.000Z');
  });

  it('says nothing (null) for absent, unreadable or impossible times rather than guessing', () => {
    for (const value of [null, undefined, '', 'tomorrow', '2026-02-30 10:00:00', '2026-12-01 24:10:00', '2026-12-01']) expect(serviceInstant(value)).toBeNull();
  });

  it('writes an instant back as the service would (Beijing)', () => {
    expect(serviceDateTime(Date.UTC(2026, 11, 1, 20, 30))).toBe('2026-12-02 04:30');
  });
});
