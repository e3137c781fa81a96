/**
 * The text of one result row, built only for the rows on screen (and memoised by the panel):
 * thousands of rows never pay for formatting they do not show.
 */
import type { ShoppingResults } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { plural } from '../../ui-text/plural';
import { serviceValue } from '../../ui-text/service-values';
import { checkedByJourney, checkedSummary, headlineBaggage } from './baggage-wording';
import { cabinName } from './cabin-names';
import { flightSegments } from './journey-segments';
import { summariseJourney, type JourneySummary } from './journey-summary';
import { formatClock, formatDayMark, formatDuration, formatMoney } from '@contract/format/desk-format';
import { formatTravelDate } from '@contract/format/travel-date';
import { lowestSeatsLeft } from './offer-facts';
import { totalWording } from './offer-price';
import type { ResultRow } from './result-rows';
import type { JourneyDuration } from './journey-duration';
import type { Connection } from './layovers';

export interface JourneyLine {
  /** "22DEC": the journey's departure date, local to its origin. */
  date: string;
  carriers: string;
  /** "operated by LH", or null when no segment is a codeshare. */
  operatedBy: string | null;
  flights: string;
  departTime: string;
  from: string;
  arriveTime: string;
  to: string;
  /** "+1", "" on the same day. */
  dayMark: string;
  duration: string;
  stops: string;
  /** "FRA 2h05", "LHR→LGW": where the connections are. */
  connections: string;
  cabin: string;
}

export interface RowView {
  id: number;
  journeys: JourneyLine[];
  total: string;
  /** "ADT CNY 4,200.00". */
  perAdult: string;
  fareOptions: string;
  baggage: string;
  /** The checked allowance on each journey's line (one entry when the service named no segments). */
  baggageByJourney: string[];
  fareType: string;
  virtualInterlining: boolean;
  seatsLeft: string;
}

export function describeRow(results: ShoppingResults, row: ResultRow): RowView {
  const offer = row.cheapest;
  const t = text.results;
  const journeys: JourneyLine[] = [];
  const segmentsAll = [];
  for (const flightIndex of offer.journeys) {
    const segments = flightSegments(results, flightIndex);
    segmentsAll.push(...segments);
    const summary = summariseJourney(results.flights[flightIndex], segments);
    if (summary) journeys.push(journeyLine(summary));
  }
  const seats = lowestSeatsLeft(segmentsAll);
  return {
    id: row.id,
    journeys,
    total: totalWording(offer.price),
    perAdult: format(t.row.perAdult, { price: formatMoney(offer.price.perAdult, offer.price.currency) }),
    fareOptions: plural(row.offers.length, t.row.fareOptions),
    baggage: checkedSummary(headlineBaggage(offer.baggage)),
    baggageByJourney: checkedByJourney(headlineBaggage(offer.baggage), offer.journeys.map((flightIndex) => flightSegments(results, flightIndex).length)),
    fareType: serviceValue('fareType', offer.fareType),
    virtualInterlining: offer.virtualInterlining,
    seatsLeft: seats === null ? '' : plural(seats, t.row.seatsLeft),
  };
}

export function journeyLine(summary: JourneySummary): JourneyLine {
  const t = text.results;
  return {
    date: formatTravelDate(summary.departDate),
    carriers: summary.carriers.join('/'),
    operatedBy: summary.operatedBy.length > 0 ? format(t.row.operatedBy, { carriers: summary.operatedBy.join(', ') }) : null,
    flights: summary.flightNumbers.join(' '),
    departTime: formatClock(summary.departTime),
    from: summary.from,
    arriveTime: formatClock(summary.arriveTime),
    to: summary.to,
    dayMark: formatDayMark(summary.arrivalDayOffset),
    duration: durationWording(summary.duration),
    stops: stopsWording(summary.stops),
    connections: summary.connections.map(connectionWording).join(', '),
    cabin: [summary.cabins.map(cabinName).join(' / '), summary.bookingCodes.join('/')].filter(Boolean).join(' \u00b7 '),
  };
}

/** "11h30", "9h10 flying time", "unknown". */
export function durationWording(duration: JourneyDuration | null): string {
  if (!duration) return text.results.row.durationUnknown;
  const formatted = formatDuration(duration.minutes);
  return duration.kind === 'journey' ? formatted : format(text.results.row.flyingTime, { duration: formatted });
}

/** "Non-stop", "1 stop", "2 stops". */
export function stopsWording(stops: number): string {
  return stops === 0 ? text.results.row.nonStop : plural(stops, text.results.row.stops);
}

/** "FRA 2h05"; a change of airport "LHR→LGW". */
export function connectionWording(connection: Connection): string {
  if (connection.arrivalAirport !== connection.departureAirport) {
    return format(text.results.row.airportChange, { from: connection.arrivalAirport, to: connection.departureAirport });
  }
  return connection.minutes === null ? connection.arrivalAirport : `${connection.arrivalAirport} ${formatDuration(connection.minutes)}`;
}

/** The one plural helper, for the views that read it from here. */
export { plural };
