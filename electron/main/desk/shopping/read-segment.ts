import type { CompactSegment } from '../../../contract/domains/shopping';
import { wallClockFromTimestamp } from '../../wholesale/wire/itinerary';
import { readInteger, readObject, readOptionalInteger, readOptionalString, readString, type Where } from './fast-readers';

/**
 * One segment of a shopping or pricing answer (`list` is where the segments sit). Display times
 * come from the str* fields (the airport's local wall clock); when one is missing it is derived
 * from the 13-digit timestamp, which is that same wall clock read as UTC+8 — never from the
 * workstation's time zone.
 */
export function readSegment(raw: unknown, list: Where, index: number): { id: string; segment: CompactSegment } {
  const s = readObject(raw, list, index);
  const departure = localTime(s.strDepartureDate, s.strDepartureTime, s.departureDate, list, index, 'Departure');
  const arrival = localTime(s.strArrivalDate, s.strArrivalTime, s.arrivalDate, list, index, 'Arrival');
  return {
    id: readString(s.segmentId, list, index, 'segmentId'),
    segment: {
      airline: readString(s.airline, list, index, 'airline'),
      flightNumber: readString(s.flightNum, list, index, 'flightNum'),
      codeshare: s.codeShare === 'Y',
      operatingAirline: readOptionalString(s.opFltAirline, list, index, 'opFltAirline'),
      operatingFlightNumber: readOptionalString(s.opFltNo, list, index, 'opFltNo'),
      from: readString(s.departure, list, index, 'departure'),
      to: readString(s.arrival, list, index, 'arrival'),
      fromTerminal: readOptionalString(s.departureTerminal, list, index, 'departureTerminal'),
      toTerminal: readOptionalString(s.arrivalTerminal, list, index, 'arrivalTerminal'),
      departDate: departure.date,
      departTime: departure.time,
      arriveDate: arrival.date,
      arriveTime: arrival.time,
      flyingMinutes: readOptionalInteger(s.flightTime, list, index, 'flightTime'),
      equipment: readOptionalString(s.equipment, list, index, 'equipment'),
      cabin: readOptionalString(s.cabinClass, list, index, 'cabinClass'),
      bookingCode: readString(s.bookingCode, list, index, 'bookingCode'),
      seatsLeft: readOptionalInteger(s.availabilityCount, list, index, 'availabilityCount'),
      fareBasis: readOptionalString(s.fareBasis, list, index, 'fareBasis'),
      stopover: readOptionalString(s.stopover, list, index, 'stopover'),
    },
  };
}

function localTime(date: unknown, time: unknown, timestamp: unknown, list: Where, index: number, which: 'Departure' | 'Arrival'): { date: string; time: string } {
  const d = readOptionalString(date, list, index, `str${which}Date`);
  const t = readOptionalString(time, list, index, `str${which}Time`);
  if (d !== null && t !== null) return { date: d, time: t };
  const stamp = readOptionalInteger(timestamp, list, index, which === 'Departure' ? 'departureDate' : 'arrivalDate');
  if (stamp === null) return { date: readString(undefined, list, index, `str${which}Date`), time: '' };
  return wallClockFromTimestamp(readInteger(stamp, list, index));
}
