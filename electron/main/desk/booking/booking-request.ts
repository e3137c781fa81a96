import type { OfferSnapshot } from '../../../contract/domains/pricing';
import type { BookingContact, TestPassenger } from '../../../contract/domains/booking';
import type { PassengerType } from '../../../contract/domains/shopping';
import type { BookingPassenger, PreciseBookingRequest } from '../../wholesale/operations/assumed/precise-booking';
import { pricingSegmentOf } from '../pricing/pricing-request';

/**
 * PreciseBooking's request from a priced offer (assumed from public material, not in the
 * specification): the solutionId pricing re-issued, the priced fares restated to the cent (the
 * service refuses a booking whose price moved, B017), the priced segments with their booking codes
 * in local times, the passengers in order (adults, children, infants; each infant travels on the
 * lap of the adult with the same position among adults; each with their travel document when
 * typed) and the contact, named after the lead
 * passenger.
 */
export function bookingRequestFor(priced: OfferSnapshot, passengers: readonly TestPassenger[], contact: BookingContact): PreciseBookingRequest {
  const ordered = [...passengers].sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  const adults = ordered.flatMap((passenger, index) => (passenger.type === 'ADT' ? [index + 1] : []));
  let infants = 0;
  const bookingPassengers: BookingPassenger[] = ordered.map((passenger, index) => ({
    passengerIndex: index + 1,
    psgType: passenger.type,
    lastName: latin(passenger.lastName),
    firstName: latin(passenger.firstName),
    birthday: passenger.birthday.trim(),
    sex: passenger.sex,
    ...documentOf(passenger),
    ...(passenger.type === 'INF' ? { associatedPassengerIndex: adults[infants++] ?? adults[0] } : {}),
  }));
  const lead = bookingPassengers[0];
  return {
    solutionId: priced.solutionId,
    fares: pricedFares(priced),
    journeys: Object.fromEntries(priced.journeys.map((journey, index) => [`journey_${index}`, journey.segments.map(pricingSegmentOf)])),
    passengers: bookingPassengers,
    contact: { name: lead ? `${lead.lastName}/${lead.firstName}` : '', email: contact.email, mobile: contact.telNum },
  };
}

/** The travel document as typed, each field only when given (an empty one is not sent). */
function documentOf(passenger: TestPassenger): Pick<BookingPassenger, 'nationality' | 'cardType' | 'cardNum' | 'cardExpiredDate'> {
  const nationality = passenger.nationality?.trim().toUpperCase();
  const cardNum = passenger.cardNum?.trim().toUpperCase();
  const cardExpiredDate = passenger.cardExpiredDate?.trim();
  return {
    ...(nationality ? { nationality } : {}),
    ...(passenger.cardType ? { cardType: passenger.cardType } : {}),
    ...(cardNum ? { cardNum } : {}),
    ...(cardExpiredDate ? { cardExpiredDate } : {}),
  };
}

const TYPE_ORDER: Record<PassengerType, number> = { ADT: 0, CHD: 1, INF: 2 };

function latin(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Pricing's taxes already include the Q charge (its answers have no qCharge): what it quoted is restated. */
function pricedFares(priced: OfferSnapshot): PreciseBookingRequest['fares'] {
  const per = priced.price.perPassenger;
  const adult = per.ADT;
  return {
    adtFare: adult?.fare ?? '0',
    adtTax: adult?.tax ?? '0',
    ...(per.CHD ? { chdFare: per.CHD.fare, chdTax: per.CHD.tax } : {}),
    ...(per.INF ? { infFare: per.INF.fare, infTax: per.INF.tax } : {}),
  };
}
