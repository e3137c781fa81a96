/**
 * Plain names for the request fields that a P001/P002 message can name (parts 2.2 to 2.11), so
 * "cabinClass is illegal." reads as "the cabin (cabinClass)". The field's own name stays in the
 * sentence: it is what the service said, and what support will ask for.
 */
const LABELS: Readonly<Record<string, string>> = {
  // authentication (2.2)
  partnerId: 'partner id',
  sign: 'partner key',
  // Shopping (2.3)
  adults: 'number of adults',
  children: 'number of children',
  infants: 'number of infants',
  nonstop: 'non-stop filter',
  airline: 'airline',
  solutions: 'number of results',
  tag: 'product tag',
  returnTagPrice: 'tag price option',
  searchAirLegs: 'journeys',
  cabinClass: 'cabin',
  departureDate: 'departure date',
  origin: 'origin',
  destination: 'destination',
  // PrecisePricing (2.5)
  journeys: 'flights',
  solutionId: 'offer you shopped',
  cabin: 'cabin',
  flightNum: 'flight number',
  departure: 'departure airport',
  arrival: 'arrival airport',
  arrivalDate: 'arrival date',
  departureTime: 'departure time',
  arrivalTime: 'arrival time',
  bookingCode: 'booking code',
  // Ticketing (2.7), ModifyOrderStatus (2.8), AncillaryOrderDetail (2.9), CheckReimbursed (2.10)
  email: 'e-mail address',
  name: 'contact name',
  orderNum: 'order number',
  telNum: 'phone number',
  pnr: 'PNR',
  ancillaryOrderNum: 'ancillary order number',
  // RefundRequest (2.11)
  allPaxOfOrder: 'whole-order choice',
  refundPricingId: 'refund quote',
  refundType: 'refund type',
  refundReason: 'refund reason',
  contactPerson: 'contact person',
  uploadedFlieIds: 'attached files',
  uploadFilesIds: 'attached files',
  pnrList: 'passengers and flights to refund',
  canceledReservationBeforeDeparture: 'PNR-cancelled-before-departure choice',
  segmentNo: 'segment number',
  airPnr: 'airline PNR',
  ticketNums: 'tickets',
  ticketNum: 'ticket number',
  lastName: 'surname',
  firstName: 'given name',
  cardType: 'travel document type',
  cardNum: 'travel document number',
  sex: 'gender',
  birthday: 'date of birth',
};

const BY_LOWER_CASE = new Map(Object.entries(LABELS).map(([field, label]) => [field.toLowerCase(), label]));

/**
 * The plain name of a field, or undefined when the desk does not know it. A path such as
 * `searchAirLegs[0].departureDate` is named by its last part.
 */
export function fieldLabel(field: string): string | undefined {
  const parts = field.split(/[.[\]\s]+/).filter((part) => part !== '' && !/^\d+$/.test(part));
  const last = parts.at(-1);
  return last === undefined ? undefined : BY_LOWER_CASE.get(last.toLowerCase());
}
