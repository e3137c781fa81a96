/** The journeys of an offer segment by segment, for the detail pane. */
import type { CompactOffer, CompactSegment, ShoppingResults } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { plural } from '../../ui-text/plural';
import { cabinName } from './cabin-names';
import { flightSegments } from './journey-segments';
import { flightNumberOf, summariseJourney } from './journey-summary';
import { connectionBetween } from './layovers';
import { daysBetween } from './local-time';
import { durationWording, stopsWording } from './row-view';
import { formatClock, formatDayMark, formatDuration } from '@contract/format/desk-format';
import { formatTravelWeekdayDate as formatDayDate } from '@contract/format/travel-date';

export interface SegmentLine {
  kind: 'segment';
  /** 1-based position across the offer (as baggage and rules count). */
  position: number;
  flight: string;
  airline: string;
  operatedBy: string | null;
  depart: string;
  from: string;
  fromName: string;
  arrive: string;
  to: string;
  toName: string;
  dayMark: string;
  facts: string[];
}

export interface ConnectionLine {
  kind: 'connection';
  text: string;
}

export interface JourneyDetail {
  heading: string;
  summary: string;
  lines: (SegmentLine | ConnectionLine)[];
}

export function journeyDetails(results: ShoppingResults, offer: CompactOffer): JourneyDetail[] {
  const t = text.results.detail;
  let position = 0;
  return offer.journeys.map((flightIndex, journey) => {
    const segments = flightSegments(results, flightIndex);
    const summary = summariseJourney(results.flights[flightIndex], segments);
    const first = segments[0];
    const lines: (SegmentLine | ConnectionLine)[] = [];
    segments.forEach((segment, index) => {
      const previous = segments[index - 1];
      if (previous) lines.push({ kind: 'connection', text: connectionText(previous, segment) });
      position += 1;
      lines.push(segmentLine(results, segment, position, first?.departDate ?? segment.departDate));
    });
    return {
      heading: format(t.journeyHeading, {
        number: journey + 1,
        from: summary?.from ?? '',
        to: summary?.to ?? '',
        date: first ? formatDayDate(first.departDate) : '',
      }),
      summary: summary ? `${durationWording(summary.duration)} \u00b7 ${stopsWording(summary.stops)}` : '',
      lines,
    };
  });
}

function segmentLine(results: ShoppingResults, segment: CompactSegment, position: number, journeyStart: string): SegmentLine {
  const t = text.results.detail;
  const operated = segment.codeshare && segment.operatingAirline
    ? `${segment.operatingAirline}${segment.operatingFlightNumber ?? ''}`
    : null;
  const facts = [
    [segment.cabin ? cabinName(segment.cabin) : '', segment.bookingCode].filter(Boolean).join(' '),
    segment.flyingMinutes != null ? format(t.flying, { duration: formatDuration(segment.flyingMinutes) }) : '',
    segment.equipment ? format(t.equipment, { equipment: segment.equipment }) : '',
    segment.seatsLeft != null ? plural(segment.seatsLeft, text.results.row.seatsLeft) : '',
    segment.fareBasis ? format(t.fareBasis, { fareBasis: segment.fareBasis }) : '',
    segment.stopover ? format(t.technicalStop, { airport: segment.stopover }) : '',
  ].filter(Boolean);
  return {
    kind: 'segment',
    position,
    flight: flightNumberOf(segment),
    airline: results.airlines[segment.airline] ?? segment.airline,
    operatedBy: operated ? format(t.operatedBy, { flight: operated, airline: results.airlines[segment.operatingAirline ?? ''] ?? segment.operatingAirline ?? '' }) : null,
    depart: `${formatDayDate(segment.departDate)} ${formatClock(segment.departTime)}`,
    from: withTerminal(segment.from, segment.fromTerminal),
    fromName: placeName(results, segment.from),
    arrive: `${formatDayDate(segment.arriveDate)} ${formatClock(segment.arriveTime)}`,
    to: withTerminal(segment.to, segment.toTerminal),
    toName: placeName(results, segment.to),
    dayMark: formatDayMark(daysBetween(journeyStart, segment.arriveDate)),
    facts,
  };
}

function connectionText(previous: CompactSegment, next: CompactSegment): string {
  const t = text.results.detail;
  const connection = connectionBetween(previous, next);
  if (connection.arrivalAirport !== connection.departureAirport) {
    return format(t.airportChange, { from: connection.arrivalAirport, to: connection.departureAirport });
  }
  if (connection.minutes === null) return format(t.connectionUnknown, { airport: connection.arrivalAirport });
  return format(t.connection, { airport: connection.arrivalAirport, duration: formatDuration(connection.minutes) });
}

/** "PEK T3". The service sends "0" or null for no terminal, sometimes "T3" already. */
export function withTerminal(airport: string, terminal: string | null): string {
  const value = terminal?.trim() ?? '';
  if (value === '' || value === '0') return airport;
  return `${airport} ${/^t/i.test(value) ? value.toUpperCase() : `T${value}`}`;
}

function placeName(results: ShoppingResults, code: string): string {
  const place = results.places[code];
  if (!place) return '';
  return place.city && place.city !== place.name ? `${place.name}, ${place.city}` : place.name;
}
