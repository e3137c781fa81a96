/**
 * The seeded route network and its timetable. Each airline flies from its hubs to a seeded
 * share of the airports that suit its reach (domestic, regional, long-haul), with one to several
 * daily frequencies; alliance partners based at either end sell codeshares on those flights.
 * Everything is derived from the seed, so two sandboxes with the same seed sell the same flights.
 */
import { AIRLINES, type Airline } from '../data/airlines';
import { AIRPORTS, airportByCode, type Airport } from '../data/airports';
import { distanceKm, flyingMinutes } from '../data/great-circle';
import { type Cabin } from '../fares/cabins';
import { hashKey, streamFor, type RandomStream } from '../random/seeded-random';
import { EVERY_DAY, flightKey, type ScheduledFlight } from './scheduled-flight';
import { specialFlights } from './special-flights';

export interface RouteNetwork {
  readonly seed: number;
  /** Every flight (operated and codeshare) from an airport. */
  flightsFrom(origin: string): readonly ScheduledFlight[];
  /** Every flight between two airports. */
  flightsBetween(origin: string, destination: string): readonly ScheduledFlight[];
  flight(airline: string, flightNum: string): ScheduledFlight | undefined;
  readonly flightCount: number;
}

const MIN_ROUTE_KM = 300;
const MAX_ROUTE_KM = 15_500;
/** Carriers with a first-class cabin on their long-haul fleet. */
const FIRST_CLASS_CARRIERS = new Set(['CA', 'MU', 'CZ', 'CX', 'SQ', 'NH', 'JL', 'EK', 'QR', 'LH', 'BA', 'AF', 'AA', 'QF']);
/** Big Chinese airports that foreign airlines serve; the others are domestic-only for them. */
const CHINESE_GATEWAYS = new Set(['PEK', 'PKX', 'PVG', 'CAN', 'SZX', 'CTU', 'TFU', 'CKG', 'XIY', 'HGH']);
const GREATER_CHINA = new Set(['CN', 'HK', 'TW']);

interface Route {
  airline: Airline;
  from: Airport;
  to: Airport;
  distanceKm: number;
}

export function buildRouteNetwork(seed: number): RouteNetwork {
  const routes = chooseRoutes(seed);
  const operated = scheduleRoutes(seed, routes);
  const codeshares = sellCodeshares(seed, operated);
  const all = [...operated, ...codeshares, ...specialFlights(minutesBetween, kmBetween)];

  const from = new Map<string, ScheduledFlight[]>();
  const between = new Map<string, ScheduledFlight[]>();
  const byNumber = new Map<string, ScheduledFlight>();
  for (const flight of all) {
    push(from, flight.origin, flight);
    push(between, `${flight.origin}-${flight.destination}`, flight);
    byNumber.set(flightKey(flight.airline, flight.flightNum), flight);
  }
  return {
    seed,
    flightsFrom: (origin) => from.get(origin) ?? [],
    flightsBetween: (origin, destination) => between.get(`${origin}-${destination}`) ?? [],
    flight: (airline, flightNum) => byNumber.get(flightKey(airline, flightNum)),
    flightCount: all.length,
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function airport(code: string): Airport {
  const found = airportByCode(code);
  if (!found) throw new Error(`unknown airport ${code}`);
  return found;
}

function minutesBetween(origin: string, destination: string): number {
  return flyingMinutes(airport(origin), airport(destination));
}

function kmBetween(origin: string, destination: string): number {
  return Math.round(distanceKm(airport(origin), airport(destination)));
}

/** Which airports each airline serves from each hub (both directions). */
function chooseRoutes(seed: number): Route[] {
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const airline of AIRLINES) {
    for (const hubCode of airline.hubs) {
      const hub = airport(hubCode);
      for (const other of AIRPORTS) {
        if (other.cityCode === hub.cityCode) continue;
        const km = distanceKm(hub, other);
        if (km < MIN_ROUTE_KM || km > MAX_ROUTE_KM) continue;
        const pairKey = `${airline.code}|${[hub.code, other.code].sort().join('-')}`;
        if (seen.has(pairKey)) continue;
        const chance = serviceChance(airline, hub, other, km);
        if (chance <= 0 || streamFor(seed, 'route', pairKey).next() >= chance) continue;
        seen.add(pairKey);
        routes.push({ airline, from: hub, to: other, distanceKm: km });
      }
    }
  }
  return routes;
}

function serviceChance(airline: Airline, hub: Airport, other: Airport, km: number): number {
  const home = airline.country;
  const chinese = GREATER_CHINA.has(home);
  // The big three fly to every mainland airport from their hubs; the others to most.
  if (chinese && other.country === 'CN') return airline.reach === 'global' ? 1 : 0.8;
  // Foreign carriers reach mainland China only through its gateways.
  if (!chinese && other.country === 'CN' && !CHINESE_GATEWAYS.has(other.code)) return 0;
  if (chinese && GREATER_CHINA.has(other.country)) return 0.85;
  const sameContinent = hub.continent === other.continent;
  switch (airline.reach) {
    case 'global-connector':
      return 0.92;
    case 'global':
      if (sameContinent && km < 5000) return 0.7;
      return other.code === other.cityCode || isHubOfAnyone(other.code) ? 0.55 : 0.3;
    case 'regional':
      if (sameContinent && km < 4500) return 0.65;
      return km < 8000 ? 0.12 : 0;
  }
}

const ALL_HUBS = new Set(AIRLINES.flatMap((airline) => airline.hubs));
function isHubOfAnyone(code: string): boolean {
  return ALL_HUBS.has(code);
}

/** Frequencies, departure times, flight numbers, aircraft and terminals for each route. */
function scheduleRoutes(seed: number, routes: readonly Route[]): ScheduledFlight[] {
  const flights: ScheduledFlight[] = [];
  const nextNumber = new Map<string, { longHaul: number; regional: number }>();
  const ordered = [...routes].sort((a, b) =>
    `${a.airline.code}${a.from.code}${a.to.code}`.localeCompare(`${b.airline.code}${b.from.code}${b.to.code}`),
  );
  for (const route of ordered) {
    const random = streamFor(seed, 'schedule', route.airline.code, route.from.code, route.to.code);
    const counters = nextNumber.get(route.airline.code) ?? { longHaul: 101, regional: 1101 };
    nextNumber.set(route.airline.code, counters);
    const frequencies = frequencyOf(route, random);
    const operatingDays = route.distanceKm > 8000 && route.airline.reach !== 'global-connector' && random.chance(0.3) ? someDays(random) : EVERY_DAY;
    const minutes = flyingMinutes(route.from, route.to);
    const equipment = equipmentFor(route.distanceKm, random);
    const cabins = cabinsFor(route.airline.code, route.distanceKm);
    for (let slot = 0; slot < frequencies; slot += 1) {
      const longHaul = route.distanceKm > 3000;
      const outboundNumber = longHaul ? counters.longHaul : counters.regional;
      if (longHaul) counters.longHaul += 2;
      else counters.regional += 2;
      const outboundDeparture = departureTime(slot, frequencies, random);
      const returnDeparture = departureTime(slot, frequencies, random);
      const make = (from: Airport, to: Airport, number: number, departure: number): ScheduledFlight => ({
        airline: route.airline.code,
        flightNum: String(number),
        origin: from.code,
        destination: to.code,
        departureMinuteOfDay: departure,
        flyingMinutes: minutes,
        distanceKm: Math.round(route.distanceKm),
        equipment,
        departureTerminal: terminalOf(seed, route.airline.code, from, 'departure'),
        arrivalTerminal: terminalOf(seed, route.airline.code, to, 'arrival'),
        operatingDays,
        cabins,
        operatedBy: null,
        pricingTrap: null,
      });
      flights.push(make(route.from, route.to, outboundNumber, outboundDeparture));
      flights.push(make(route.to, route.from, outboundNumber + 1, returnDeparture));
    }
  }
  return flights;
}

function frequencyOf(route: Route, random: RandomStream): number {
  const bothHubs = route.airline.hubs.includes(route.to.code) || isHubOfAnyone(route.to.code);
  if (route.distanceKm < 1500) return random.int(2, bothHubs ? 6 : 4);
  if (route.distanceKm < 4000) return random.int(1, 3);
  return random.chance(0.2) ? 2 : 1;
}

/** Thin long-haul routes fly four to six days a week. */
function someDays(random: RandomStream): number {
  let days = EVERY_DAY;
  const skip = random.int(1, 3);
  for (let i = 0; i < skip; i += 1) days &= ~(1 << random.int(0, 6));
  return days === 0 ? EVERY_DAY : days;
}

/** Spreads the frequencies over 06:00–23:00 with some jitter, on 5-minute steps. */
function departureTime(slot: number, frequencies: number, random: RandomStream): number {
  const start = 6 * 60;
  const span = 17 * 60;
  const width = span / frequencies;
  const minute = start + slot * width + random.next() * width * 0.8;
  return Math.min(23 * 60 + 55, Math.round(minute / 5) * 5);
}

function equipmentFor(km: number, random: RandomStream): string {
  if (km < 1800) return random.pick(['320', '321', '32N', '738', '7M8']);
  if (km < 5000) return random.pick(['333', '332', '789', '359', '321']);
  return random.pick(['77W', '359', '789', '351', '388', '744']);
}

function cabinsFor(airline: string, km: number): Cabin[] {
  const cabins: Cabin[] = ['ECONOMY'];
  if (km >= 4000) cabins.push('PREMIUMECONOMY');
  cabins.push('BUSINESS');
  if (km >= 6000 && FIRST_CLASS_CARRIERS.has(airline)) cabins.push('FIRST');
  return cabins;
}

/**
 * The terminal an airline uses at an airport. Airports without numbered terminals answer null
 * on departure and the string "0" on arrival, as the real service does.
 */
function terminalOf(seed: number, airline: string, at: Airport, side: 'departure' | 'arrival'): string | null {
  if (at.terminals.length === 0) return side === 'arrival' ? '0' : null;
  return at.terminals[hashKey(seed, 'terminal', airline, at.code) % at.terminals.length] ?? null;
}

/**
 * Alliance partners based at either end of an operated flight sell it under their own number
 * (codeShare "Y", opFltAirline/opFltNo naming the operator).
 */
function sellCodeshares(seed: number, operated: readonly ScheduledFlight[]): ScheduledFlight[] {
  const codeshares: ScheduledFlight[] = [];
  const nextNumber = new Map<string, number>();
  for (const flight of operated) {
    const operator = AIRLINES.find((airline) => airline.code === flight.airline);
    if (!operator || operator.alliance === 'none') continue;
    const endsCountries = [airport(flight.origin).country, airport(flight.destination).country];
    const partners = AIRLINES.filter(
      (airline) => airline.code !== operator.code && airline.alliance === operator.alliance && endsCountries.includes(airline.country),
    );
    for (const partner of partners.slice(0, 2)) {
      const random = streamFor(seed, 'codeshare', partner.code, flight.airline, flight.flightNum);
      if (!random.chance(0.55)) continue;
      const number = nextNumber.get(partner.code) ?? 5001;
      nextNumber.set(partner.code, number + 1);
      codeshares.push({
        ...flight,
        airline: partner.code,
        flightNum: String(number),
        operatedBy: { airline: flight.airline, flightNum: flight.flightNum },
      });
    }
  }
  return codeshares;
}
