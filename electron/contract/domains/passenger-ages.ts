/**
 * Which passenger type a birthday allows on the travel date.
 *
 * The buyer API names the types ADT, CHD and INF but never says which ages they cover. The desk
 * uses the industry's definition (IATA passenger type codes, as airline fare rules apply them):
 * an infant is under 2, a child 2 to 11, an adult 12 or over, counted in completed years on the
 * day travel begins (the first departure of the trip). A child who turns 12 during the trip
 * still travels as a child. Main checks this before booking and the form checks it as it is
 * typed, from this one module.
 */
import type { PassengerType } from './shopping';
import { codedSentence } from '../coded-rule';
import { wording } from '../words/wording';

/** Completed years on the travel date: [youngest, oldest] (null = no upper limit). */
export const PASSENGER_AGES: Readonly<Record<PassengerType, { min: number; max: number | null }>> = {
  ADT: { min: 12, max: null },
  CHD: { min: 2, max: 11 },
  INF: { min: 0, max: 1 },
};

/** The rule name a validation issue carries when a birthday does not fit its passenger type. */
export const AGE_RULE = 'age on the travel date';

/** Completed years between two yyyy-MM-dd dates (the second not before the first). */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  // Month-day strings compare in calendar order; a 29 February birthday counts from 1 March.
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** The first and last birthday (inclusive, yyyy-MM-dd) a passenger type allows on `travelDate`. */
export function birthdayRange(type: PassengerType, travelDate: string): { earliest: string | null; latest: string } {
  const { min, max } = PASSENGER_AGES[type];
  const latest = yearsBefore(travelDate, min);
  // Oldest allowed: one day after the (max + 1)th birthday would be reached on the travel date.
  const earliest = max === null ? null : dayAfter(yearsBefore(travelDate, max + 1));
  return { earliest, latest };
}

/** Whether the birthday fits the type on the travel date (a birthday after it never does). */
export function fitsPassengerType(type: PassengerType, birthday: string, travelDate: string): boolean {
  if (birthday > travelDate) return false;
  const age = ageOn(birthday, travelDate);
  const { min, max } = PASSENGER_AGES[type];
  return age >= min && (max === null || age <= max);
}

/** The sentence main answers with, by code as a zod message (the form words its own from the same range). */
export function ageProblem(type: PassengerType, birthday: string, travelDate: string): string {
  const { min, max } = PASSENGER_AGES[type];
  const span = max === null ? wording('passengers.span.orOlder', { min }) : min === 0 ? wording('passengers.span.under', { limit: max + 1 }) : wording('passengers.span.between', { min, max });
  const age = birthday > travelDate ? wording('passengers.age.unborn') : wording('passengers.age.years', { age: ageOn(birthday, travelDate) });
  return codedSentence('passengers.ageProblem', { type, span, travelDate, birthday, age });
}

function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  // 29 February in a year without one: the latest real day before it.
  if (monthDay === '02-29' && !isLeap(year)) return `${pad(year, 4)}-02-28`;
  return `${pad(year, 4)}-${monthDay}`;
}

function dayAfter(date: string): string {
  const next = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}
