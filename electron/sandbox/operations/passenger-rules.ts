/** The passenger-count rules shared by Shopping and PrecisePricing (part 8). */
import { ApiError } from '../protocol/envelope';
import { SHOPPING_ERRORS } from '../protocol/error-messages';
import { type PassengerCounts } from '../offers/offer';

export function checkPassengerCounts(counts: PassengerCounts): void {
  if (counts.adults + counts.children > 9) throw new ApiError(SHOPPING_ERRORS.tooManyPassengers);
  if (counts.adults < 1) throw new ApiError(SHOPPING_ERRORS.noAdult);
  if (counts.infants > counts.adults) throw new ApiError(SHOPPING_ERRORS.tooManyInfants);
}
