import { describe, expect, it } from 'vitest';
import { AIRLINES, airlineByCode, areInterlinePartners } from '../../../electron/sandbox/data/airlines';
import { AIRPORTS, airportsForSearchCode } from '../../../electron/sandbox/data/airports';
import { buildRouteNetwork } from '../../../electron/sandbox/network/route-network';
import { flyingMinutes } from '../../../electron/sandbox/data/great-circle';
import { airportByCode } from '../../../electron/sandbox/data/airports';

const network = buildRouteNetwork(1);

describe('the curated data', () => {
  it('has at least 60 real airports on 5 continents, Chinese hubs included, each with a valid IANA zone', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(AIRPORTS.map((a) => a.continent)).size).toBeGreaterThanOrEqual(5);
    for (const code of ['PEK', 'PKX', 'PVG', 'SHA', 'CAN', 'SZX', 'CTU', 'TFU', 'HKG']) expect(airportsForSearchCode(code)).toHaveLength(1);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length);
    for (const airport of AIRPORTS) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timeZone })).not.toThrow();
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('city codes group airports (BJS, TYO, LON, NYC); SHA is the airport', () => {
    expect(airportsForSearchCode('BJS').map((a) => a.code).sort()).toEqual(['PEK', 'PKX']);
    expect(airportsForSearchCode('LON').map((a) => a.code).sort()).toEqual(['LGW', 'LHR']);
    expect(airportsForSearchCode('SHA').map((a) => a.code)).toEqual(['SHA']);
    expect(airportsForSearchCode('ZZZ')).toEqual([]);
  });

  it('has at least 15 real airlines whose hubs are known airports', () => {
    expect(AIRLINES.length).toBeGreaterThanOrEqual(15);
    for (const airline of AIRLINES) for (const hub of airline.hubs) expect(airportByCode(hub)).toBeDefined();
    expect(airlineByCode('CA')?.ticketPrefix).toBe('999');
  });

  it('interlining: alliance partners and Chinese carriers yes; unrelated carriers no (virtual interlining)', () => {
    expect(areInterlinePartners('CA', 'LH')).toBe(true);
    expect(areInterlinePartners('MU', 'CZ')).toBe(true);
    expect(areInterlinePartners('EK', 'LH')).toBe(false);
  });

  it('flying time follows the great-circle distance (Beijing → London about 10–11 h)', () => {
    const minutes = flyingMinutes(airportByCode('PEK')!, airportByCode('LHR')!);
    expect(minutes).toBeGreaterThan(600);
    expect(minutes).toBeLessThan(690);
    expect(minutes % 5).toBe(0);
  });
});

describe('the seeded network', () => {
  it('is the same for the same seed and different for another', () => {
    const again = buildRouteNetwork(1);
    const other = buildRouteNetwork(2);
    const key = (n: typeof network) => n.flightsBetween('PEK', 'SHA').map((f) => `${f.airline}${f.flightNum}@${f.departureMinuteOfDay}`);
    expect(key(again)).toEqual(key(network));
    expect(key(other)).not.toEqual(key(network));
  });

  it('every airline flies, with unique flight numbers, and codeshares name their operator', () => {
    const flights = AIRPORTS.flatMap((a) => network.flightsFrom(a.code));
    expect(flights.length).toBe(network.flightCount);
    expect(new Set(flights.map((f) => `${f.airline}${f.flightNum}`)).size).toBe(flights.length);
    for (const airline of AIRLINES) expect(flights.some((f) => f.airline === airline.code)).toBe(true);
    const codeshares = flights.filter((f) => f.operatedBy);
    expect(codeshares.length).toBeGreaterThan(50);
    for (const codeshare of codeshares) {
      const operated = network.flight(codeshare.operatedBy!.airline, codeshare.operatedBy!.flightNum);
      expect(operated).toMatchObject({ origin: codeshare.origin, destination: codeshare.destination, departureMinuteOfDay: codeshare.departureMinuteOfDay });
    }
  });

  it('contains the documented B015 flight HU7999 Beijing → Shenzhen', () => {
    expect(network.flight('HU', '7999')).toMatchObject({ origin: 'PEK', destination: 'SZX', pricingTrap: 'B015' });
  });

  it('every airport is served', () => {
    for (const airport of AIRPORTS) expect(network.flightsFrom(airport.code).length).toBeGreaterThan(0);
  });
});
