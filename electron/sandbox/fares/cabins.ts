/**
 * Cabins and their booking-code ladders, from the full fare down to the deepest discount.
 * The ladder is the same on every airline, so a booking code alone names its cabin. Two codes
 * are special and documented in docs/sandbox.md: `SL` is a two-letter promotional code (the real
 * service has two-letter codes) sold by a few airlines, and `V` is sold out on every flight so
 * that B021 is always reachable.
 */

export type Cabin = 'ECONOMY' | 'PREMIUMECONOMY' | 'BUSINESS' | 'FIRST';

export const CABINS: readonly Cabin[] = ['ECONOMY', 'PREMIUMECONOMY', 'BUSINESS', 'FIRST'];

export interface BookingClass {
  code: string;
  cabin: Cabin;
  /** Position in the ladder: 0 is the full fare. */
  rank: number;
  /** Share of the cabin's full fare, in per mille. */
  fareShare: number;
}

const ladder = (cabin: Cabin, steps: readonly [string, number][]): BookingClass[] =>
  steps.map(([code, fareShare], rank) => ({ code, cabin, rank, fareShare }));

export const BOOKING_LADDERS: Readonly<Record<Cabin, readonly BookingClass[]>> = {
  FIRST: ladder('FIRST', [['F', 1000], ['A', 820]]),
  BUSINESS: ladder('BUSINESS', [['J', 1000], ['C', 850], ['D', 720], ['I', 610]]),
  PREMIUMECONOMY: ladder('PREMIUMECONOMY', [['W', 1000], ['E', 810]]),
  ECONOMY: ladder('ECONOMY', [
    ['Y', 1000], ['B', 880], ['M', 780], ['H', 700], ['K', 620], ['L', 550], ['Q', 480], ['T', 420], ['SL', 380], ['V', 340],
  ]),
};

/** Sold out on every flight: pricing it answers B021. */
export const ALWAYS_SOLD_OUT_CODE = 'V';
/** The two-letter promotional code and the airlines that sell it. */
export const TWO_LETTER_CODE = 'SL';
export const TWO_LETTER_CODE_AIRLINES: ReadonlySet<string> = new Set(['MU', 'ZH', '3U', 'HU']);

const byCode = new Map(CABINS.flatMap((cabin) => BOOKING_LADDERS[cabin]).map((entry) => [entry.code, entry]));

export function bookingClass(code: string): BookingClass | undefined {
  return byCode.get(code);
}

/**
 * Reads a requested cabin: the observed request values (`Economy`, `PremiumEconomy`, `Business`,
 * `First`), their upper-case answers, `PREMIUM_ECONOMY`, and the one-letter forms Y/W/C/F.
 * Returns null for "any cabin" (`""`) and undefined for a value it does not know.
 */
export function parseCabin(value: string): Cabin | null | undefined {
  const normalised = value.trim().toUpperCase().replaceAll(/[\s_-]/g, '');
  if (normalised === '') return null;
  switch (normalised) {
    case 'ECONOMY':
    case 'Y':
      return 'ECONOMY';
    case 'PREMIUMECONOMY':
    case 'W':
      return 'PREMIUMECONOMY';
    case 'BUSINESS':
    case 'C':
    case 'J':
      return 'BUSINESS';
    case 'FIRST':
    case 'F':
      return 'FIRST';
    default:
      return undefined;
  }
}

/** The one-letter form used inside keys (searchKey). */
export function cabinLetter(cabin: Cabin | null): string {
  switch (cabin) {
    case 'FIRST':
      return 'F';
    case 'BUSINESS':
      return 'C';
    case 'PREMIUMECONOMY':
      return 'W';
    case 'ECONOMY':
      return 'Y';
    default:
      return 'A';
  }
}
