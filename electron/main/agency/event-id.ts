import { randomBytes } from 'node:crypto';

/**
 * A new event id: a UUID of version 7 (RFC 9562), the time in milliseconds first, then random bits.
 * Globally unique like any UUID, and growing with time, so a desk's own ids are appended at the end
 * of the order file's indexes on them (`agency_events.event_id`, `audit_log.event_id`) instead of
 * landing anywhere in a B-tree of 100,000 entries: filing with team sync on writes far fewer pages
 * (docs/performance.md, "Team sync").
 */
export function newEventId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
