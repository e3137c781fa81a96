import { describe, expect, it } from 'vitest';
import { journeyDetails, withTerminal } from '@/shopping/results/journey-detail';
import { journeyDuration } from '@/shopping/results/journey-duration';
import { flightSegments } from '@/shopping/results/journey-segments';
import { flightNumberOf, summariseJourney } from '@/shopping/results/journey-summary';
import { connectionBetween, connectionsOf } from '@/shopping/results/layovers';
import { earliestLastTicketingTime, lowestSeatsLeft } from '@/shopping/results/offer-facts';
import { groupOffersIntoRows } from '@/shopping/results/result-rows';
import { describeRow, journeyLine } from '@/shopping/results/row-view';
import { handResults, segment } from './fixtures';

describe('journey summary', () => {
  it('marks an arrival on a later local date with +1 from the first departure date', () => {
    const results = handResults();
    const back = summariseJourney(results.flights[2], flightSegments(results, 2));
    expect(back?.arrivalDayOffset).toBe(1);
    expect(journeyLine(back!).dayMark).toBe('+1');
    const out = summariseJourney(results.flights[0], flightSegments(results, 0));
    expect(journeyLine(out!).dayMark).toBe('');
  });

  it('marks +2 over two midnights and a negative mark westwards over the date line', () => {
    const two = summariseJourney(undefined, [segment({ departDate: '2026-12-12', arriveDate: '2026-12-13' }), segment({ departDate: '2026-12-13', arriveDate: '2026-12-14' })]);
    expect(two?.arrivalDayOffset).toBe(2);
    const west = summariseJourney(undefined, [segment({ departDate: '2026-12-13', departTime: '01:00', arriveDate: '2026-12-12', arriveTime: '18:00' })]);
    expect(journeyLine(west!).dayMark).toBe('\u22121');
  });

  it('shows the marketing carrier with the operating carrier of a codeshare', () => {
    const results = handResults();
    const summary = summariseJourney(results.flights[4], flightSegments(results, 4));
    expect(summary?.carriers).toEqual(['CA', 'LH']);
    expect(summary?.operatedBy).toEqual(['LH']);
    expect(summary?.flightNumbers).toEqual(['CA6021', 'LH902']);
    expect(journeyLine(summary!).operatedBy).toBe('operated by LH');
  });

  it('counts stops and lists connections with layovers', () => {
    const results = handResults();
    const twoStops = summariseJourney(results.flights[6], flightSegments(results, 6));
    expect(twoStops?.stops).toBe(2);
    const line = journeyLine(twoStops!);
    expect(line.stops).toBe('2 stops');
    expect(line.connections).toBe('DXB 3h30, MXP 1h30');
    expect(journeyLine(summariseJourney(results.flights[0], flightSegments(results, 0))!).stops).toBe('Non-stop');
  });

  it('shows cabin and booking codes', () => {
    const results = handResults();
    expect(journeyLine(summariseJourney(results.flights[1], flightSegments(results, 1))!).cabin).toBe('Economy \u00b7 B');
  });

  it('writes the flight number with the airline once', () => {
    expect(flightNumberOf({ airline: 'CA', flightNumber: '937' })).toBe('CA937');
    expect(flightNumberOf({ airline: 'CA', flightNumber: 'CA937' })).toBe('CA937');
  });
});

describe('layovers', () => {
  it('is the next departure minus the previous arrival on the same airport clock, over midnight too', () => {
    const connection = connectionBetween(
      segment({ to: 'FRA', arriveDate: '2026-12-12', arriveTime: '22:40' }),
      segment({ from: 'FRA', departDate: '2026-12-13', departTime: '01:10' }),
    );
    expect(connection).toEqual({ arrivalAirport: 'FRA', departureAirport: 'FRA', minutes: 150 });
  });

  it('is not computed on a change of airport', () => {
    const [connection] = connectionsOf([segment({ to: 'LHR' }), segment({ from: 'LGW', departTime: '20:00' })]);
    expect(connection).toEqual({ arrivalAirport: 'LHR', departureAirport: 'LGW', minutes: null });
  });
});

describe('durations', () => {
  it("uses the service's journey time when present", () => {
    expect(journeyDuration({ segments: [0], journeyMinutes: 725, transfers: 0, lastTicketingTime: null }, [segment()])).toEqual({ minutes: 725, kind: 'journey' });
  });

  it('falls back to the flying time (no layovers across time zones) and says so', () => {
    const results = handResults();
    const summary = summariseJourney(results.flights[4], flightSegments(results, 4));
    expect(summary?.duration).toEqual({ minutes: 765, kind: 'flying' });
    expect(journeyLine(summary!).duration).toBe('12h45 flying time');
  });

  it('is unknown when neither is sent', () => {
    expect(journeyDuration(undefined, [segment({ flyingMinutes: null })])).toBeNull();
  });
});

describe('offer facts and the row text', () => {
  it('takes the lowest seats left and the earliest last ticketing time', () => {
    const results = handResults();
    const [, second] = results.offers;
    expect(earliestLastTicketingTime(results, second!)).toBe('2026-12-09 12:00:00');
    expect(lowestSeatsLeft([segment({ seatsLeft: 9 }), segment({ seatsLeft: null }), segment({ seatsLeft: 2 })])).toBe(2);
    expect(lowestSeatsLeft([segment({ seatsLeft: null })])).toBeNull();
  });

  it('describes a row: journeys, price, fare options and baggage', () => {
    const results = handResults();
    const rows = groupOffersIntoRows(results);
    const view = describeRow(results, rows[0]!);
    expect(view.journeys).toHaveLength(2);
    expect(view.journeys[0]).toMatchObject({ carriers: 'CA', flights: 'CA937', departTime: '14:00', from: 'PEK', arriveTime: '18:30', to: 'LHR', duration: '10h30' });
    expect(view.total).toBe('CNY 9,000.00');
    expect(view.perAdult).toBe('ADT CNY 8,000.00');
    expect(view.fareOptions).toBe('2 fare options');
    expect(view.baggage).toBe('1PC 23KG');
    expect(view.seatsLeft).toBe('9 seats left');
    const vi = describeRow(results, rows[3]!);
    expect(vi.virtualInterlining).toBe(true);
    expect(vi.baggage).toBe('unknown');
  });

  it('details each segment with local dates, terminals, connections and place names', () => {
    const results = handResults();
    const [journey] = journeyDetails(results, results.offers[2]!);
    expect(journey?.heading).toBe('Journey 1: PEK → LHR, SA 12DEC');
    expect(journey?.summary).toBe('12h45 flying time \u00b7 1 stop');
    expect(journey?.lines.map((line) => line.kind)).toEqual(['segment', 'connection', 'segment']);
    const [first, connection] = journey!.lines;
    expect(first).toMatchObject({ flight: 'CA6021', from: 'PEK T3', fromName: 'Beijing Capital, Beijing', depart: 'SA 12DEC 10:00', operatedBy: 'operated by Lufthansa as LH721' });
    expect(connection).toEqual({ kind: 'connection', text: 'Connection at FRA: 2h05' });
    expect(withTerminal('LHR', '0')).toBe('LHR');
    expect(withTerminal('LHR', 'T5')).toBe('LHR T5');
  });
});
