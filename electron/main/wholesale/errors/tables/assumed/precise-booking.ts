/**
 * PreciseBooking V7 (create an order from a priced offer): ASSUMED FROM PUBLIC MATERIAL, NOT IN
 * THE SPECIFICATION. The specification names booking without a table; the codes and meanings come
 * from real-world-notes.md ("The booking path around the specified operations"); the messages are
 * the sandbox's wording (B006's is the one public integrations quote). Code meanings are this
 * operation's own: B022 is a passenger's age here, not the partner credit as on Ticketing.
 */
import { wording } from '../../../../../contract/words';
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries } from '../shared';

/** After an ambiguous booking the agent looks before booking again: a second booking may double it. */
const LOOK_BEFORE_BOOKING_AGAIN = wording('apiErrors.preciseBooking.lookBeforeBookingAgain');

export const PRECISE_BOOKING: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: wording('apiErrors.preciseBooking.assumed.refused'),
      missing: wording('apiErrors.preciseBooking.assumed.missing'),
      systemError: wording('apiErrors.preciseBooking.assumed.systemError'),
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
    }),
    {
      code: 'B005',
      specMessage: 'PrecisePricing is required within 30 minutes before booking.',
      condition: assumed('no precise pricing of this offer in the last 30 minutes'),
      explanation: wording('apiErrors.preciseBooking.B005.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B005.nextStep'),
      retry: 'no',
    },
    {
      code: 'B006',
      specMessage: 'Reservation failed - Other. OrderNum is XXX',
      condition: assumed('booking failed after the order was created; the message names the order'),
      explanation: wording('apiErrors.preciseBooking.B006.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B006.nextStep'),
      retry: 'no',
    },
    {
      code: 'B008',
      specMessage: 'The itinerary is different from the pricing.',
      condition: assumed('the flights differ from the priced offer (e.g. a schedule change)'),
      explanation: wording('apiErrors.preciseBooking.B008.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B008.nextStep'),
      retry: 'no',
    },
    {
      code: 'B011',
      specMessage: 'Fare is unavailable.',
      condition: assumed('the fare can no longer be sold'),
      explanation: wording('apiErrors.preciseBooking.B011.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B011.nextStep'),
      retry: 'no',
    },
    {
      code: 'B012',
      specMessage: 'Booking time-out, please check the order.',
      condition: assumed('booking time-out; the order may or may not have been created'),
      explanation: wording('apiErrors.preciseBooking.B012.explanation'),
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
      retry: 'no',
    },
    {
      code: 'B017',
      specMessage: 'Price has changed, please do precise pricing again.',
      condition: assumed('the price changed since pricing'),
      explanation: wording('apiErrors.preciseBooking.B017.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B017.nextStep'),
      retry: 'no',
    },
    {
      code: 'B022',
      specMessage: 'Passenger age does not match the passenger type.',
      condition: assumed('a passenger age does not fit the type (booking; Ticketing uses B022 for credit)'),
      explanation: wording('apiErrors.preciseBooking.B022.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B022.nextStep'),
      retry: 'no',
    },
    {
      code: 'B028',
      specMessage: 'Booking time-out.',
      condition: assumed('booking time-out (public material lists B012 and B028); the order may exist'),
      explanation: wording('apiErrors.preciseBooking.B028.explanation'),
      nextStep: LOOK_BEFORE_BOOKING_AGAIN,
      retry: 'no',
    },
    {
      code: 'B029',
      specMessage: 'Duplicate reservation.',
      condition: assumed('an order with the same passenger on the same flight exists'),
      explanation: wording('apiErrors.preciseBooking.B029.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B029.nextStep'),
      retry: 'no',
    },
    {
      code: 'B065',
      specMessage: 'Passenger document information is missing.',
      condition: assumed('travel documents missing on a route that needs them'),
      explanation: wording('apiErrors.preciseBooking.B065.explanation'),
      nextStep: wording('apiErrors.preciseBooking.B065.nextStep'),
      retry: 'no',
    },
  ],
};
