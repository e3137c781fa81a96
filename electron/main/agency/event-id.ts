import { createHash, randomUUID } from 'node:crypto';

/**
 * A new event id: a UUID of version 7 (RFC 9562), the time in milliseconds first, then random bits.
 * Globally unique like any UUID, and growing with time, so a desk's own ids are appended at the end
 * of the order file's indexes on them (`agency_events.event_id`, `audit_log.event_id`) instead of
 * landing anywhere in a B-tree of 100,000 entries: filing with team sync on writes far fewer pages
 * (docs/performance.md, "Team sync").
 */
export function newEventId(now = Date.now()): string {
  // The random bits come from randomUUID (a version 4 UUID: its version nibble, then 74 random bits
  // with the same variant as version 7's), which draws them from a pool of random bytes Node keeps:
  // one randomBytes(16) call per event was a seventh of what recording an observation cost in a CPU
  // profile of filing (docs/performance.md, "Team sync"). The time replaces its first 48 bits.
  const random = randomUUID();
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}

/**
 * An event id derived from what the event names, for an entry written before it had one (an audit
 * entry older than migration 9, or written while team sync was off): the same entry gives the same
 * id on every try, so a first join that is retried records it once, and the server, which keeps each
 * id once, never holds it twice. Laid out as `newEventId`'s (the entry's time first, version 7); the
 * rest is a hash of `seed` instead of random bits.
 */
export function derivedEventId(at: number, seed: string): string {
  const bytes = createHash('sha256').update(seed).digest().subarray(0, 16);
  bytes.writeUIntBE(Math.max(0, Math.floor(at)), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
