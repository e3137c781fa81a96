/**
 * One segment of the order to be paid, as Ticketing's route lists it: `CA938 LHR→PEK 29DEC
 * 11:00–05:25+1`. The arrival on a later day carries Shopping's mark (formatDayMark over the two
 * local dates, as journey-detail.ts does), so "05:25" is never read as the morning of 29DEC; the
 * date carries its year when it is next year's (travel-date.ts), as on every screen.
 */
import type { FiledSegment } from '@contract/domains/orders';
import { formatClock, formatDayMark } from '@contract/format/desk-format';
import { formatTravelDate } from '@contract/format/travel-date';
import { daysBetween } from '../shopping/results/local-time';

interface RouteLine {
  flight: string;
  from: string;
  to: string;
  date: string;
  departs: string;
  arrives: string;
  /** "+1", "+2", "−1", or "" on the same day. */
  dayMark: string;
  /** The arrival's own date ("30DEC"), for the mark's title; "" on the same day. */
  arrivesOn: string;
  bookingCode: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function routeLine(segment: FiledSegment): RouteLine {
  const { departureDate: departs, arrivalDate: arrives } = segment;
  const days = departs && arrives && ISO_DATE.test(departs) && ISO_DATE.test(arrives) ? daysBetween(departs, arrives) : 0;
  return {
    flight: segment.flightNum.startsWith(segment.airline) ? segment.flightNum : `${segment.airline}${segment.flightNum}`,
    from: segment.departure,
    to: segment.arrival,
    date: departs ? formatTravelDate(departs) : '',
    departs: segment.departureTime ? formatClock(segment.departureTime) : '',
    arrives: segment.arrivalTime ? formatClock(segment.arrivalTime) : '',
    dayMark: formatDayMark(days),
    arrivesOn: days !== 0 && arrives ? formatTravelDate(arrives) : '',
    bookingCode: segment.bookingCode ?? '',
  };
}
