/**
 * Reading the passengers of a booking, shared by PreciseBooking (`booking.passengers`, assumed
 * from public material) and `POST /sandbox/orders`: `passengerIndex` (1-based and continuous
 * when sent, else the list order), `psgType` ADT/CHD/INF, `lastName`/`firstName` in Latin
 * letters (stored in upper case), `birthday` yyyy-MM-dd, `sex` M/F, and the optional document:
 * `nationality` (2 letters), `cardType` P/N/O, `cardNum`, `cardExpiredDate`; an infant's
 * `associatedPassengerIndex`. An empty string counts as absent, as PHP clients send them.
 * Problems are P001/P002 naming the field.
 */
import { FieldProblem, objectsOf, optionalInteger, optionalString, requireString, type JsonObject } from '../protocol/field-reader';
import { parseIsoDate } from '../time/calendar';
import { type OrderPassenger, type PassengerType, type Sex } from './order-model';

const PASSENGER_TYPES: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];
const CARD_TYPES = new Set(['P', 'N', 'O']);
const LATIN_NAME = /^[A-Z][A-Z '-]*$/;

export function readBookingPassengers(items: readonly unknown[], arrayName = 'passengers'): OrderPassenger[] {
  const read = objectsOf(items, arrayName).map(readPassenger);
  const given = read.filter((passenger) => passenger.passengerIndex !== undefined);
  if (given.length === 0) return read.map((passenger, index) => ({ ...passenger, passengerIndex: index + 1 }));
  // Sent on some but not all, repeated, or with a gap: the numbering is unusable.
  const indexes = new Set(given.map((passenger) => passenger.passengerIndex));
  if (given.length !== read.length || indexes.size !== read.length || [...indexes].some((index) => index === undefined || index > read.length)) {
    throw new FieldProblem('illegal', 'passengerIndex');
  }
  return read
    .map((passenger) => ({ ...passenger, passengerIndex: passenger.passengerIndex ?? 0 }))
    .sort((a, b) => a.passengerIndex - b.passengerIndex);
}

function readPassenger(passenger: JsonObject): Omit<OrderPassenger, 'passengerIndex'> & { passengerIndex: number | undefined } {
  const psgType = PASSENGER_TYPES.find((type) => type === requireString(passenger, 'psgType').toUpperCase());
  if (!psgType) throw new FieldProblem('illegal', 'psgType');
  const sex = requireString(passenger, 'sex').toUpperCase();
  if (sex !== 'M' && sex !== 'F') throw new FieldProblem('illegal', 'sex');
  const nationality = present(passenger, 'nationality')?.toUpperCase() ?? null;
  if (nationality !== null && !/^[A-Z]{2}$/.test(nationality)) throw new FieldProblem('illegal', 'nationality');
  const cardType = present(passenger, 'cardType')?.toUpperCase() ?? null;
  if (cardType !== null && !CARD_TYPES.has(cardType)) throw new FieldProblem('illegal', 'cardType');
  const cardExpiredDate = present(passenger, 'cardExpiredDate') ?? null;
  if (cardExpiredDate !== null && parseIsoDate(cardExpiredDate) === null) throw new FieldProblem('illegal', 'cardExpiredDate');
  return {
    passengerIndex: optionalInteger(passenger, 'passengerIndex', { min: 1 }),
    psgType,
    lastName: latinName(passenger, 'lastName'),
    firstName: latinName(passenger, 'firstName'),
    birthday: isoDate(passenger, 'birthday'),
    sex: sex as Sex,
    nationality: nationality ?? '',
    cardType,
    cardNum: present(passenger, 'cardNum') ?? null,
    cardExpiredDate,
    ticketNum: null,
    associatedPassengerIndex: optionalInteger(passenger, 'associatedPassengerIndex', { min: 1 }) ?? null,
  };
}

/** A string field with a value; `""` and whitespace count as absent. */
function present(passenger: JsonObject, name: string): string | undefined {
  const value = optionalString(passenger, name)?.trim();
  return value === '' ? undefined : value;
}

function latinName(passenger: JsonObject, name: string): string {
  const value = requireString(passenger, name).toUpperCase();
  if (!LATIN_NAME.test(value)) throw new FieldProblem('illegal', name);
  return value;
}

function isoDate(passenger: JsonObject, name: string): string {
  const value = requireString(passenger, name);
  if (parseIsoDate(value) === null) throw new FieldProblem('illegal', name);
  return value;
}
