import type { FiledSegment, FiledTicket } from '../../../../contract/domains/orders';

/**
 * OrderDetail gives each passenger ONE `ticketNum`, several segments' tickets joined with `/`.
 * How the parts map to segments is not public, so the desk maps only what is unambiguous: one
 * ticket covers every segment; as many tickets as segments go one per segment; as many as journeys
 * go one per journey. Anything else is kept without a segment (never guessed). A conjunction
 * suffix (`7812345678901/02`: the next ticket of the same booklet) stays with its ticket.
 */
export function ticketsFromJoined(passengerIndex: number, joined: string | null, segments: readonly FiledSegment[]): FiledTicket[] {
  const parts = splitTickets(joined);
  if (parts.length === 0) return [];
  const ordered = [...segments].sort((a, b) => a.segmentNo - b.segmentNo);
  if (parts.length === 1 && ordered.length > 0) {
    return ordered.map((segment) => ({ passengerIndex, segmentNo: segment.segmentNo, ticketNum: parts[0] as string }));
  }
  if (parts.length === ordered.length) {
    return ordered.map((segment, index) => ({ passengerIndex, segmentNo: segment.segmentNo, ticketNum: parts[index] as string }));
  }
  const journeys = [...new Set(ordered.map((segment) => segment.journeyIndex))].sort((a, b) => a - b);
  if (parts.length === journeys.length) {
    return ordered.map((segment) => ({ passengerIndex, segmentNo: segment.segmentNo, ticketNum: parts[journeys.indexOf(segment.journeyIndex)] as string }));
  }
  return parts.map((ticketNum) => ({ passengerIndex, segmentNo: null, ticketNum }));
}

export function splitTickets(joined: string | null): string[] {
  if (!joined) return [];
  const parts: string[] = [];
  for (const raw of joined.split('/')) {
    const part = raw.trim();
    if (part === '') continue;
    const previous = parts[parts.length - 1];
    if (/^\d{1,3}$/.test(part) && previous !== undefined) parts[parts.length - 1] = `${previous}/${part}`;
    else parts.push(part);
  }
  return parts;
}
