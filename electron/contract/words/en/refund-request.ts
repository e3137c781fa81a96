/**
 * What stops a refund form from becoming a RefundRequest (electron/contract/refunds/refund-request-builder.ts),
 * each naming its field. `who` is a passenger's name as on the ticket (or `refundRequest.passenger`),
 * `segment` a segment's name (`refundRequest.segment`).
 */
export const REFUND_REQUEST_EN = {
  'refundRequest.orderNumDigits': 'orderNum must be the order number (digits only).',
  'refundRequest.chooseCells': 'Choose at least one passenger and segment to refund.',
  'refundRequest.typeRequired': 'Refund type is required: voluntary or involuntary.',
  'refundRequest.reasonRequired': 'Refund reason is required.',
  'refundRequest.wholeOrderLeftOut': (p: { names: readonly string[]; flights: readonly string[]; count: number }) =>
    `Whole order is on, but ${p.names.join(', ')} on ${p.flights.join(', ')} ${p.count === 1 ? 'is' : 'are'} left out: the service refuses that (B136, not all passengers and routings of the order). Select everything, or turn Whole order off to refund part of the order.`,
  'refundRequest.sameRouting': (p: { groups: readonly string[] }) =>
    `Passengers in one request must refund the same flights (B145). Here ${p.groups.join('; ')}. Send one request per group: refund these passengers' flights alike, or start another refund for the others.`,
  'refundRequest.routingGroup': (p: { names: readonly string[]; flights: readonly string[] }) => `${p.names.join(', ')}: ${p.flights.join(' + ')}`,
  'refundRequest.lastNameRequired': (p: { index: number }) => `Passenger ${p.index}: last name is required.`,
  'refundRequest.firstNameRequired': (p: { index: number }) => `Passenger ${p.index}: first name is required.`,
  'refundRequest.sexRequired': (p: { who: string }) => `${p.who}: sex is required (M or F).`,
  'refundRequest.sexMOrF': (p: { who: string }) => `${p.who}: sex must be M or F.`,
  'refundRequest.birthdayRequired': (p: { who: string }) => `${p.who}: birthday is required (yyyy-MM-dd).`,
  'refundRequest.birthdayDate': (p: { who: string }) => `${p.who}: birthday must be a real date as yyyy-MM-dd.`,
  'refundRequest.ticketRequired': (p: { who: string; segment: string }) => `${p.who}: ticket number for ${p.segment} is required.`,
  'refundRequest.ticketFormat': (p: { who: string; ticket: string }) => `${p.who}: ticket number ${p.ticket} must be 13 digits such as 781-2345678901.`,
  'refundRequest.segmentFromOne': (p: { segment: string }) => `${p.segment}: segment numbers start at 1.`,
  'refundRequest.departureAirport': (p: { segment: string }) => `${p.segment}: departure must be a 3-letter airport code.`,
  'refundRequest.arrivalAirport': (p: { segment: string }) => `${p.segment}: arrival must be a 3-letter airport code.`,
  'refundRequest.flightRequired': (p: { segment: string }) => `${p.segment}: flight number is required.`,
  'refundRequest.flightFormat': (p: { segment: string }) => `${p.segment}: flight number must be like 1501 or CA1501.`,
  'refundRequest.cabinRequired': (p: { segment: string }) => `${p.segment}: cabin is required.`,
  'refundRequest.bookingCodeRequired': (p: { segment: string }) => `${p.segment}: booking code is required.`,
  'refundRequest.bookingCodeFormat': (p: { segment: string }) => `${p.segment}: booking code must be one or two letters.`,
  'refundRequest.email': 'Contact e-mail must be an e-mail address.',
  'refundRequest.telephone': 'Contact telephone must be digits (spaces, - and a leading + allowed).',
  'refundRequest.pricingIdSpaces': 'Refund pricing id must not contain spaces.',
  'refundRequest.tooManyFiles': (p: { max: number; count: number; remove: number }) =>
    `At most ${p.max} file ids can go with one refund request (part 8 of the specification); this one has ${p.count}. Remove ${p.remove}.`,
  'refundRequest.badFileIds': (p: { count: number }) => `File ids must be 1 to 128 characters without spaces (${p.count} ${p.count === 1 ? 'is' : 'are'} not).`,
  'refundRequest.passenger': (p: { index: number }) => `passenger ${p.index}`,
  'refundRequest.segment': (p: { no: number; route: string }) => `segment ${p.no}${p.route}`,
  /** The passengers of a draft in the list: the first one's name and how many more. */
  'refundRequest.andMore': (p: { name: string; more: number }) => `${p.name} +${p.more}`,
};
