/** Deterministic demo passengers for seeded orders and for orders created without passengers. */
import { streamFor } from '../random/seeded-random';
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

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** `travelYear` is the year of travel: children are 2–11 and infants under 2 then. */
export function demoPassengers(seed: number, key: string, types: readonly PassengerType[], travelYear: number): OrderPassenger[] {
  const random = streamFor(seed, 'passengers', key);
  const start = random.int(0, PEOPLE.length - 1);
  const familyName = PEOPLE[start]?.[0] ?? 'ZHANG';
  return types.map((psgType, index) => {
    const person = PEOPLE[(start + index * 5) % PEOPLE.length] ?? PEOPLE[0];
    const [lastName, firstName, sex, nationality] = person ?? ['ZHANG', 'WEI', 'M', 'CN'];
    const age = psgType === 'ADT' ? random.int(24, 64) : psgType === 'CHD' ? random.int(3, 10) : 1;
    return {
      passengerIndex: index + 1,
      psgType,
      // Children and infants travel under the family name of the first passenger.
      lastName: psgType === 'ADT' ? lastName : familyName,
      firstName,
      birthday: `${travelYear - age}-${pad2(random.int(1, 12))}-${pad2(random.int(1, 28))}`,
      sex,
      nationality,
      cardType: 'P',
      cardNum: `E${random.int(10_000_000, 99_999_999)}`,
      cardExpiredDate: `${travelYear + random.int(2, 8)}-${pad2(random.int(1, 12))}-${pad2(random.int(1, 28))}`,
      ticketNum: null,
    };
  });
}
