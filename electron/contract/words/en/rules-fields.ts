/**
 * Rules by code (electron/contract/coded-rule.ts) that belong to one field or one form: a profile's
 * addresses, a manual order's amount and ticket numbers, a trip's journeys, a passenger's document.
 * Each follows a field name, as the rules of ./rules.ts do.
 */
export const RULES_FIELDS_EN = {
  'rules.needsAnOrder': 'needs an order: orderId or orderNum',
  'rules.twoJourneys': (p: { trip: 'round-trip' | 'open-jaw' }) => `must have two journeys for a ${p.trip} trip`,
  'rules.notBeforeFirstJourney': "must not be before the first journey's date",
  'rules.amountShown': 'must be the amount shown, as a decimal',
  'rules.ticketLetters': "must be letters as on the ticket (spaces, - and ' allowed)",
  'rules.currencyGiven': (p: { given: string; typed: string }) => `must be in the currency given (${p.given}), not ${p.typed}`,
  'rules.differentTicketNumber': (p: { passenger: number }) => `must differ from passenger ${p.passenger}'s ticket number`,
  'rules.pathSuchAs': (p: { example: string }) => `must be a path such as ${p.example}`,
  'rules.webAddressSuchAs': (p: { example: string }) => `must be a web address such as ${p.example} (no query, no credentials)`,
  'rules.httpsIn': (p: { environment: 'test' | 'production' }) => `must use https:// in the ${p.environment} environment`,
  'rules.sandboxLoopback': 'must point at this computer (127.0.0.1, localhost or [::1]) in the sandbox environment: a sandbox profile sends its partner id and key over plain http',
  'rules.requestId': 'must be 1–64 letters, digits, "-" or "_"',
  'rules.afterTravelDate': (p: { date: string }) => `must be after the travel date (${p.date})`,
};
