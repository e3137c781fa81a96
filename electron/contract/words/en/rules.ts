/**
 * The rules the contract's schemas give by code (electron/contract/coded-rule.ts), each written to
 * follow a field name ("adults must be at most 9"): `validation.codedRule` puts the field first.
 */
export const RULES_EN = {
  'rules.required': 'is required',
  'rules.notEmpty': 'must not be empty',
  'rules.wholeNumber': 'must be a whole number',
  'rules.notNegative': 'must not be negative',
  'rules.atLeast': (p: { min: number }) => `must be at least ${p.min}`,
  'rules.atMost': (p: { max: number }) => `must be at most ${p.max}`,
  'rules.atMostCharacters': (p: { max: number }) => `must be at most ${p.max} characters`,
  'rules.realDate': 'must be a real calendar date',
  'rules.dateFormat': 'must be a date as yyyy-MM-dd',
  'rules.orderId': 'must be an order id',
  'rules.pageCursor': 'must be a page cursor',
};
