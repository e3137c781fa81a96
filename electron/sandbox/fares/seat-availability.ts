/**
 * Seats left per operating flight, date and booking code. Full fares always show 9 (the most a
 * reservation system displays); deeper discounts are scarcer and more often sold out. Codeshares
 * read their operator's inventory.
 */
import { unitFor } from '../random/seeded-random';
import { ALWAYS_SOLD_OUT_CODE, TWO_LETTER_CODE, TWO_LETTER_CODE_AIRLINES, type BookingClass } from './cabins';

/** Whether a flight sells the booking code at all (SL is sold by a few airlines only). */
export function sellsBookingClass(operatingAirline: string, booking: BookingClass): boolean {
  return booking.code !== TWO_LETTER_CODE || TWO_LETTER_CODE_AIRLINES.has(operatingAirline);
}

export function seatsLeft(seed: number, operatingKey: string, localDate: number, booking: BookingClass): number {
  if (booking.code === ALWAYS_SOLD_OUT_CODE) return 0;
  if (booking.rank === 0) return 9;
  const roll = unitFor(seed, 'seats', operatingKey, localDate, booking.code);
  // The deeper the discount, the likelier it is sold out.
  const soldOutChance = Math.min(0.5, booking.rank * 0.05);
  if (roll < soldOutChance) return 0;
  const rest = (roll - soldOutChance) / (1 - soldOutChance);
  if (rest < 0.55) return 9;
  return 1 + Math.floor(((rest - 0.55) / 0.45) * 8);
}
