/**
 * What the contract says of a test order's passengers before booking (domains/passenger-ages.ts,
 * domains/booking.ts): a birthday that does not fit the passenger type on the travel date.
 */
export const PASSENGERS_EN = {
  'passengers.ageProblem': (p: { type: string; span: string; travelDate: string; birthday: string; age: string }) =>
    `A passenger of type ${p.type} must be ${p.span} on the travel date ${p.travelDate}; born ${p.birthday}, this passenger is ${p.age} then.`,
  'passengers.span.orOlder': (p: { min: number }) => `${p.min} or older`,
  'passengers.span.under': (p: { limit: number }) => `under ${p.limit}`,
  'passengers.span.between': (p: { min: number; max: number }) => `${p.min} to ${p.max} years old`,
  'passengers.age.years': (p: { age: number }) => `${p.age}`,
  'passengers.age.unborn': 'not yet born',
};
