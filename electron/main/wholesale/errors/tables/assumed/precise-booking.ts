/**
 * PreciseBooking V7 (create an order from a priced offer): ASSUMED FROM PUBLIC MATERIAL, NOT IN
 * THE SPECIFICATION. The specification names booking without a table; the codes and meanings come
 * from real-world-notes.md ("The booking path around the specified operations"); the messages are
 * the sandbox's wording (B006's is the one public integrations quote). Code meanings are this
 * operation's own: B022 is a passenger's age here, not the partner credit as on Ticketing.
 */
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries } from '../shared';

/** After an ambiguous booking the agent looks before booking again: a second booking may double it. */
const LOOK_BEFORE_BOOKING_AGAIN = 'Check Orders for a new order of these passengers before booking again, so nothing is booked twice.';

export const PRECISE_BOOKING: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: 'The service did not accept one of the booking details (passengers, contact or flights).',
      missing: 'A detail the booking needs was not sent.',
      systemError: 'The flight platform had an internal error while booking; the order may or may not exist.',
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
    }),
    {
      code: 'B005',
      specMessage: 'PrecisePricing is required within 30 minutes before booking.',
      condition: assumed('no precise pricing of this offer in the last 30 minutes'),
      explanation: 'The price of this offer was confirmed more than 30 minutes ago (or never), so it cannot be booked.',
      nextStep: 'Price the offer again in Pricing, then book within 30 minutes.',
      retry: 'no',
    },
    {
      code: 'B006',
      specMessage: 'Reservation failed - Other. OrderNum is XXX',
      condition: assumed('booking failed after the order was created; the message names the order'),
      explanation: 'The booking reported a failure, but the order was created: it exists and must not be booked again.',
      nextStep: 'Open the order named in the message in Orders and check it; do not book again.',
      retry: 'no',
    },
    {
      code: 'B008',
      specMessage: 'The itinerary is different from the pricing.',
      condition: assumed('the flights differ from the priced offer (e.g. a schedule change)'),
      explanation: 'The flights sent differ from the priced offer, or the airline changed a flight since pricing.',
      nextStep: 'Shop again and price the new offer in Pricing before booking.',
      retry: 'no',
    },
    {
      code: 'B011',
      specMessage: 'Fare is unavailable.',
      condition: assumed('the fare can no longer be sold'),
      explanation: 'The priced fare can no longer be sold (the seats went, or its ticketing deadline passed).',
      nextStep: 'Shop again and choose another offer in Shopping.',
      retry: 'no',
    },
    {
      code: 'B012',
      specMessage: 'Booking time-out, please check the order.',
      condition: assumed('booking time-out; the order may or may not have been created'),
      explanation: 'The flight platform took too long to book; the order may or may not exist.',
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
      retry: 'no',
    },
    {
      code: 'B017',
      specMessage: 'Price has changed, please do precise pricing again.',
      condition: assumed('the price changed since pricing'),
      explanation: 'The price changed since the offer was priced. Nothing was booked.',
      nextStep: 'Price the offer again in Pricing, check the new price, then book.',
      retry: 'no',
    },
    {
      code: 'B022',
      specMessage: 'Passenger age does not match the passenger type.',
      condition: assumed('a passenger age does not fit the type (booking; Ticketing uses B022 for credit)'),
      explanation: 'A passenger is too old or too young for the type given (adult 12+, child 2 to 11, infant under 2).',
      nextStep: 'Check the birthdays and passenger types, then try again.',
      retry: 'no',
    },
    {
      code: 'B028',
      specMessage: 'Booking time-out.',
      condition: assumed('booking time-out (public material lists B012 and B028); the order may exist'),
      explanation: 'The flight platform took too long to book; the order may or may not exist.',
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
      retry: 'no',
    },
    {
      code: 'B029',
      specMessage: 'Duplicate reservation.',
      condition: assumed('an order with the same passenger on the same flight exists'),
      explanation: 'One of these passengers already holds a booking on this flight.',
      nextStep: 'Check Orders for the existing order; cancel it first if a new booking is really wanted.',
      retry: 'no',
    },
    {
      code: 'B065',
      specMessage: 'Passenger document information is missing.',
      condition: assumed('travel documents missing on a route that needs them'),
      explanation: 'This trip needs every passenger\'s nationality and travel document (type, number, expiry date).',
      nextStep: 'Add the document details of every passenger and try again.',
      retry: 'no',
    },
  ],
};
