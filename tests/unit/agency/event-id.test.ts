import { describe, expect, it } from 'vitest';
import { newEventId } from '../../../electron/main/agency/event-id';

/** Event ids are UUIDs of version 7 (RFC 9562): the time in milliseconds first, then random bits. */
describe('newEventId', () => {
  it('is a version 7 UUID of RFC 9562’s variant, with the time first', () => {
    const at = Date.UTC(2026, 10, 27, 3, 50, 0, 123);
    const id = newEventId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
  });

  it('grows with time, and ids of the same millisecond differ', () => {
    const at = Date.UTC(2026, 10, 27, 3, 50, 0, 0);
    expect(newEventId(at) < newEventId(at + 1)).toBe(true);
    expect(newEventId(at + 1) < newEventId(at + 1_000_000)).toBe(true);
    const ids = new Set(Array.from({ length: 10_000 }, () => newEventId(at)));
    expect(ids.size).toBe(10_000);
  });
});
