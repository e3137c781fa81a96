/**
 * What main says along the booking path: shopping (electron/main/desk/shopping/), pricing
 * (desk/pricing/pricing-service.ts), test orders and bookings (desk/booking/booking-service.ts)
 * and ancillaries (desk/ancillaries/ancillary-service.ts), and the words of a recent search's
 * one-line summary (search-summary.ts, worded by main when the search is saved).
 */
export const BOOKING_PATH_EN = {
  'shopping.storedResults': 'stored results',
  'shopping.olderSearchGone': 'The results of this older search are no longer stored (the desk keeps the latest 20).',
  'shopping.noSuchSearch': 'No search with this id is stored.',
  'shopping.runAgain': 'Run the search again: it is one keystroke away in the recent searches (Alt+R).',
  'shopping.summary.anyCabin': 'any cabin',
  'shopping.summary.economy': 'Economy',
  'shopping.summary.premiumEconomy': 'Premium economy',
  'shopping.summary.business': 'Business',
  'shopping.summary.first': 'First',
  'shopping.summary.nonstop': 'non-stop',
  'pricing.searchGone': 'The results of this search are no longer stored.',
  'pricing.searchGone.fix': 'Shop again and price an offer from the new results.',
  'pricing.notInSearch': 'solutionId is not an offer of this search.',
  'pricing.otherProfile': 'This offer was shopped with another profile: switch back to it in Settings, or shop again with this one.',
  'pricing.unusableField': (p: { field: string; problem: string }) => `The pricing answer has an unusable field: data.${p.field} ${p.problem}`,
  'pricing.notAStoredOffer': 'pricedOfferId is not a stored priced offer.',
  'booking.off': (p: { profile: string; environment: string }) =>
    `Booking is off for the active profile "${p.profile}" (${p.environment}): its shape comes from public material, not the specification. Turn it on in Settings → the profile, or book with the platform.`,
  'booking.emailRequired': 'contact.email is required to book with a real account.',
  'booking.acknowledgeFirst': 'The price went up at pricing: acknowledge the new price before creating the order.',
  'booking.alreadyCreated': (p: { orderNum: string; createdAt: string }) =>
    `Test order ${p.orderNum} was already created from this priced offer at ${p.createdAt}: confirm to create another one.`,
  'booking.inFlight': 'A test order is already being created from this priced offer: wait for its answer.',
  'booking.searchGone': 'The search of this offer is no longer stored.',
  'booking.searchGone.fix': 'Shop and price again, then create the order.',
  'booking.passengersAsPriced': (p: { adults: number; children: number; infants: number }) =>
    `passengers must be ${p.adults} adult(s), ${p.children} child(ren) and ${p.infants} infant(s), as priced.`,
  'ancillaries.profile': 'profile',
  'ancillaries.noActiveProfile': 'No active profile.',
  'ancillaries.chooseAProfile': 'Choose a profile in Settings.',
  'ancillaries.notAncillary': (p: { orderNum: string }) => `${p.orderNum} is neither an ancillary order nor an air order with ancillary orders.`,
};
