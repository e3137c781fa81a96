import type {
  BaggageAllowance,
  CompactFlight,
  CompactOffer,
  CompactSegment,
  MiniRule,
  OfferPrice,
  PassengerPrice,
  ShoppingResults,
  ShoppingSearch,
} from '@contract/domains/shopping';

/** Builders for hand-written results: every field explicit, overridable per test. */

export function segment(overrides: Partial<CompactSegment> = {}): CompactSegment {
  return {
    airline: 'CA',
    flightNumber: '937',
    codeshare: false,
    operatingAirline: null,
    operatingFlightNumber: null,
    from: 'PEK',
    to: 'LHR',
    fromTerminal: '3',
    toTerminal: '2',
    departDate: '2026-12-12',
    departTime: '14:00',
    arriveDate: '2026-12-12',
    arriveTime: '18:30',
    flyingMinutes: 630,
    equipment: '77W',
    cabin: 'ECONOMY',
    bookingCode: 'Y',
    seatsLeft: 9,
    fareBasis: 'YOW',
    stopover: null,
    ...overrides,
  };
}

export function rule(overrides: Partial<MiniRule> = {}): MiniRule {
  return {
    penaltyType: 0,
    permitted: true,
    when: 0,
    amount: '200.00',
    currency: 'CNY',
    percent: null,
    noShowTime: null,
    noShowTimeUnit: null,
    baseType: null,
    ...overrides,
  };
}

export function baggage(overrides: Partial<BaggageAllowance> = {}): BaggageAllowance {
  return {
    segments: [1],
    checkedPieces: '1PC',
    checkedWeight: '23KG',
    carryOnPieces: '1PC',
    carryOnWeight: '7KG',
    carryOnSize: null,
    known: true,
    ...overrides,
  };
}

export const UNKNOWN_BAGGAGE: Omit<BaggageAllowance, 'segments'> = {
  checkedPieces: null, checkedWeight: null, carryOnPieces: null, carryOnWeight: null, carryOnSize: null, known: false,
};

export function passengerPrice(fare: string, total: string): PassengerPrice {
  return { fare, tax: '300.00', qCharge: '0.00', ticketingFee: '0.00', platformServiceFee: '5.00', merchantFee: '0.00', total };
}

export function price(total: string | null, perAdult: string, infant: PassengerPrice | null = passengerPrice('800.00', '1000.00')): OfferPrice {
  return {
    currency: 'CNY',
    perPassenger: { ADT: passengerPrice((Number(perAdult) - 305).toFixed(2), perAdult), INF: infant },
    total,
    perAdult,
  };
}

export function search(overrides: Partial<ShoppingSearch> = {}): ShoppingSearch {
  return {
    tripType: 'round-trip',
    legs: [
      { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: [] },
      { origin: 'LHR', destination: 'PEK', departureDate: '2026-12-20', airlines: [] },
    ],
    adults: 1,
    children: 0,
    infants: 1,
    cabin: '',
    airlines: [],
    nonstop: false,
    tag: '',
    solutions: 0,
    ...overrides,
  };
}

function flight(segments: number[], journeyMinutes: number | null, lastTicketingTime: string | null = '2026-12-10 18:00:00'): CompactFlight {
  return { segments, journeyMinutes, transfers: segments.length - 1, lastTicketingTime };
}

function offer(index: number, journeys: number[], overrides: Partial<CompactOffer>): CompactOffer {
  return {
    index,
    solutionId: `SOL-${index}`,
    solutionKey: `key-${index}`,
    journeys,
    fareType: 'PRIVATE',
    platingCarrier: 'CA',
    categories: [],
    virtualInterlining: false,
    price: price('9000.00', '8000.00'),
    baggage: { ADT: [baggage({ segments: [1] }), baggage({ segments: [2] })] },
    rules: {},
    ...overrides,
  };
}

/**
 * A round trip PEK ⇄ LHR for 1 adult and 1 infant:
 *  - offers 0 and 1: the same CA non-stop flights in Y and B → one row with 2 fare options;
 *  - offer 2: out via FRA on a CA codeshare operated by LH (2h 05m connection), back on BA;
 *  - offer 3: out with two stops (DXB, MXP), infant not quoted (total null), baggage unknown;
 *  - offer 4: CA out, BA back, virtual interlining, no baggage sent at all.
 */
export function handResults(): ShoppingResults {
  const segments: CompactSegment[] = [
    /* 0 */ segment(),
    /* 1 */ segment({ bookingCode: 'B', seatsLeft: 4 }),
    /* 2 */ segment({ flightNumber: '938', from: 'LHR', to: 'PEK', departDate: '2026-12-20', departTime: '21:00', arriveDate: '2026-12-21', arriveTime: '14:30', flyingMinutes: 570 }),
    /* 3 */ segment({ flightNumber: '938', from: 'LHR', to: 'PEK', departDate: '2026-12-20', departTime: '21:00', arriveDate: '2026-12-21', arriveTime: '14:30', flyingMinutes: 570, bookingCode: 'B', seatsLeft: 2 }),
    /* 4 */ segment({ flightNumber: '6021', codeshare: true, operatingAirline: 'LH', operatingFlightNumber: '721', to: 'FRA', departTime: '10:00', arriveTime: '14:00', flyingMinutes: 660 }),
    /* 5 */ segment({ airline: 'LH', flightNumber: '902', from: 'FRA', to: 'LHR', departTime: '16:05', arriveTime: '16:50', flyingMinutes: 105, seatsLeft: 3 }),
    /* 6 */ segment({ airline: 'BA', flightNumber: '39', from: 'LHR', to: 'PEK', departDate: '2026-12-20', departTime: '12:00', arriveDate: '2026-12-21', arriveTime: '06:00', flyingMinutes: 600 }),
    /* 7 */ segment({ airline: 'EK', flightNumber: '307', to: 'DXB', departTime: '00:05', arriveTime: '04:30', flyingMinutes: 505 }),
    /* 8 */ segment({ airline: 'EK', flightNumber: '205', from: 'DXB', to: 'MXP', departTime: '08:00', arriveTime: '12:30', flyingMinutes: 390 }),
    /* 9 */ segment({ airline: 'EK', flightNumber: '75', from: 'MXP', to: 'LHR', departTime: '14:00', arriveTime: '15:10', flyingMinutes: 130 }),
  ];
  const flights: CompactFlight[] = [
    /* 0 */ flight([0], 630),
    /* 1 */ flight([1], 630, '2026-12-09 12:00:00'),
    /* 2 */ flight([2], 570),
    /* 3 */ flight([3], 570),
    /* 4 */ flight([4, 5], null),
    /* 5 */ flight([6], 600),
    /* 6 */ flight([7, 8, 9], 1505),
  ];
  const offers: CompactOffer[] = [
    offer(0, [0, 2], {
      rules: {
        ADT: [{
          segments: [1, 2],
          rules: [
            rule({ penaltyType: 0, amount: '200.00' }),
            rule({ penaltyType: 1, amount: '400.00', noShowTime: '2', noShowTimeUnit: 'H' }),
            rule({ penaltyType: 2, amount: '100.00' }),
            rule({ penaltyType: 3, permitted: false, amount: null, currency: null, noShowTime: '2', noShowTimeUnit: 'H' }),
          ],
        }],
        INF: [{ segments: [1, 2], rules: [rule({ penaltyType: 0, amount: '0.00' }), rule({ penaltyType: 2, amount: '0.00' })] }],
      },
      baggage: {
        ADT: [baggage({ segments: [1] }), baggage({ segments: [2] })],
        INF: [baggage({ segments: [1, 2], checkedWeight: '10KG', carryOnPieces: '0PC', carryOnWeight: '0KG' })],
      },
    }),
    offer(1, [1, 3], {
      price: price('12000.00', '11000.00'),
      baggage: { ADT: [baggage({ segments: [1, 2], checkedPieces: '2PC' })] },
      rules: { ADT: [{ segments: [1, 2], rules: [rule({ penaltyType: 0, amount: '100.00' }), rule({ penaltyType: 2, amount: '0.00' })] }] },
    }),
    offer(2, [4, 5], {
      price: price('7000.50', '6000.50'),
      platingCarrier: 'LH',
      baggage: { ADT: [baggage({ segments: [1, 2, 3], checkedPieces: '0PC', checkedWeight: null })] },
      rules: {
        ADT: [{
          segments: [1, 2, 3],
          rules: [rule({ penaltyType: 0, permitted: false, when: 1, amount: null, currency: null }), rule({ penaltyType: 0, when: 0, amount: '1000.00' })],
        }],
      },
    }),
    offer(3, [6, 5], {
      price: price(null, '5000.00', null),
      fareType: 'PUBLIC',
      baggage: { ADT: [{ segments: [1, 2, 3, 4], ...UNKNOWN_BAGGAGE }] },
      rules: {
        ADT: [{
          segments: [1, 2, 3, 4],
          rules: [rule({ penaltyType: 0, amount: null, percent: '10' }), rule({ penaltyType: 2, amount: null, currency: null }), rule({ penaltyType: 3, permitted: null, amount: null })],
        }],
      },
    }),
    offer(4, [0, 5], { price: price('8500.00', '7500.00'), virtualInterlining: true, categories: ['VI'], baggage: {} }),
  ];
  return {
    searchId: 'search-1',
    searchedAt: '2026-11-21T10:00:00Z',
    search: search(),
    profileId: 'sandbox',
    segments,
    flights,
    offers,
    places: {
      PEK: { name: 'Beijing Capital', city: 'Beijing', country: 'CN' },
      LHR: { name: 'Heathrow', city: 'London', country: 'GB' },
    },
    airlines: { CA: 'Air China', LH: 'Lufthansa', BA: 'British Airways', EK: 'Emirates' },
    droppedOffers: 0,
  };
}

const CARRIERS = ['CA', 'MU', 'CZ', 'LH', 'BA', 'AF', 'KL', 'EK', 'QR', 'TK'];
const HUBS = ['FRA', 'CDG', 'AMS', 'DXB', 'DOH', 'IST', 'HEL', 'MUC'];

/**
 * N synthetic offers over a shared pool of flights (as the service sends them: many offers per
 * flight, a few booking codes per itinerary), for timing sanity checks and benchmarks.
 */
export function syntheticResults(offerCount: number, faresPerItinerary = 3): ShoppingResults {
  const segments: CompactSegment[] = [];
  const flights: CompactFlight[] = [];
  const itineraries = Math.max(1, Math.ceil(offerCount / faresPerItinerary));
  const made = new Map<string, number>();
  const flightFor = (outbound: boolean, n: number, code: string): number => {
    const known = made.get(`${outbound}${n}${code}`);
    if (known !== undefined) return known;
    made.set(`${outbound}${n}${code}`, flights.length);
    const carrier = CARRIERS[n % CARRIERS.length] as string;
    const hub = HUBS[n % HUBS.length] as string;
    const hour = (n * 7) % 24;
    const [from, to, date, nextDate] = outbound ? ['PEK', 'LHR', '2026-12-12', '2026-12-13'] : ['LHR', 'PEK', '2026-12-20', '2026-12-21'];
    const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:${String((n * 5) % 60).padStart(2, '0')}`;
    const first = segments.length;
    if (n % 3 === 0) {
      segments.push(segment({ airline: carrier, flightNumber: String(100 + n), from, to, departDate: date, departTime: clock(hour), arriveDate: hour + 11 >= 24 ? nextDate : date, arriveTime: clock(hour + 11), bookingCode: code }));
      flights.push(flight([first], 660));
    } else {
      segments.push(segment({ airline: carrier, flightNumber: String(100 + n), from, to: hub, departDate: date, departTime: clock(hour), arriveDate: hour + 9 >= 24 ? nextDate : date, arriveTime: clock(hour + 9), bookingCode: code }));
      segments.push(segment({ airline: carrier, flightNumber: String(2000 + n), from: hub, to, departDate: hour + 11 >= 24 ? nextDate : date, departTime: clock(hour + 11), arriveDate: hour + 14 >= 24 ? nextDate : date, arriveTime: clock(hour + 14), bookingCode: code }));
      flights.push(flight([first, first + 1], 14 * 60));
    }
    return flights.length - 1;
  };
  const offers: CompactOffer[] = [];
  for (let index = 0; index < offerCount; index++) {
    const itinerary = index % itineraries;
    const code = 'YBMHKLQTVX'[Math.floor(index / itineraries) % 10] as string;
    const journeys = [flightFor(true, itinerary, code), flightFor(false, itinerary * 3 + 1, code)];
    const perAdult = (3000 + ((index * 7919) % 9000)).toFixed(2);
    offers.push(offer(index, journeys, {
      price: price(index % 50 === 0 ? null : (Number(perAdult) + 1000).toFixed(2), perAdult),
      baggage: index % 17 === 0 ? { ADT: [{ segments: [1, 2], ...UNKNOWN_BAGGAGE }] } : { ADT: [baggage({ segments: [1, 2, 3, 4] })] },
      rules: { ADT: [{ segments: [1, 2], rules: [rule({ penaltyType: 0 }), rule({ penaltyType: 2 })] }] },
    }));
  }
  return { ...handResults(), segments, flights, offers, droppedOffers: 0 };
}
