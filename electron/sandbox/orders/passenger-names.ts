/** Deterministic demo passengers for seeded orders and for orders created without passengers. */
import { streamFor } from '../random/seeded-random';
import { addDays, addYears, formatDate } from '../time/calendar';
import { type WallClockMinutes } from '../../shared/time-zones';
import { type OrderPassenger, type PassengerType, type Sex } from './order-model';

const PEOPLE: readonly [string, string, Sex, string][] = [
  ['ZHANG', 'WEI', 'M', 'CN'],
  ['LI', 'NA', 'F', 'CN'],
  ['WANG', 'FANG', 'F', 'CN'],
  ['CHEN', 'JING', 'F', 'CN'],
  ['LIU', 'YANG', 'M', 'CN'],
  ['HUANG', 'LEI', 'M', 'CN'],
  ['ZHAO', 'MIN', 'F', 'CN'],
  ['WU', 'HAO', 'M', 'CN'],
  ['SMITH', 'JOHN', 'M', 'GB'],
  ['GARCIA', 'MARIA', 'F', 'ES'],
  ['MUELLER', 'ANNA', 'F', 'DE'],
  ['TANAKA', 'HIROSHI', 'M', 'JP'],
  ['KIM', 'MINJUN', 'M', 'KR'],
  ['NGUYEN', 'LINH', 'F', 'VN'],
  ['DUBOIS', 'CLAIRE', 'F', 'FR'],
  ['SILVA', 'PEDRO', 'M', 'BR'],
];

/**
 * Ages are counted back from `today` (the Beijing date of the sandbox clock) so they hold for any
 * trip the sandbox sells (departures at most a year ahead): adults 24–64, children 3–10, infants
 * born 30–200 days ago, so each passes PreciseBooking's age rule (B022) on every segment. Each
 * infant travels with the adult of the same rank (the first infant with the first adult).
 */
export function demoPassengers(seed: number, key: string, types: readonly PassengerType[], today: WallClockMinutes): OrderPassenger[] {
  const random = streamFor(seed, 'passengers', key);
  const adultIndexes = types.flatMap((type, index) => (type === 'ADT' ? [index + 1] : []));
  let infants = 0;
  const start = random.int(0, PEOPLE.length - 1);
  const familyName = PEOPLE[start]?.[0] ?? 'ZHANG';
  return types.map((psgType, index) => {
    const person = PEOPLE[(start + index * 5) % PEOPLE.length] ?? PEOPLE[0];
    const [lastName, firstName, sex, nationality] = person ?? ['ZHANG', 'WEI', 'M', 'CN'];
    const born =
      psgType === 'INF'
        ? addDays(today, -random.int(30, 200))
        : addDays(addYears(today, -(psgType === 'ADT' ? random.int(24, 64) : random.int(3, 10))), -random.int(0, 300));
    const carer = psgType === 'INF' ? adultIndexes[infants++] : undefined;
    return {
      passengerIndex: index + 1,
      psgType,
      // Children and infants travel under the family name of the first passenger.
      lastName: psgType === 'ADT' ? lastName : familyName,
      firstName,
      birthday: formatDate(born),
      sex,
      nationality,
      cardType: 'P',
      cardNum: `E${random.int(10_000_000, 99_999_999)}`,
      cardExpiredDate: formatDate(addDays(addYears(today, random.int(2, 8)), random.int(0, 300))),
      ticketNum: null,
      ...(carer === undefined ? {} : { associatedPassengerIndex: carer }),
    };
  });
}
