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
  'rules.amountSuchAs': (p: { example: string }) => `must be an amount such as ${p.example}`,
  'rules.amountOrCurrency': (p: { example: string; currency: string }) => `must be an amount such as ${p.example} or ${p.currency} ${p.example}`,
  'rules.decimalPoint': (p: { example: string }) => `must use a point for decimals; a comma only groups thousands (${p.example})`,
  'rules.groupThousands': (p: { example: string }) => `must group thousands in threes (${p.example})`,
  'rules.atMostDecimals': (p: { max: number }) => `must have at most ${p.max} decimals`,
  'rules.lessThan': (p: { limit: string }) => `must be less than ${p.limit}`,
  'rules.currencyCode': 'must be a 3-letter currency code',
  'rules.telephoneDigits': 'must be a telephone number: 6 to 20 digits, + allowed first',
  'rules.emailSuchAs': (p: { example: string }) => `must be an e-mail address such as ${p.example}`,
  'rules.imageDataUrl': 'must be a data: URL of a JPEG or PNG',
  'rules.draftId': 'must be a draft id',
  'rules.documentKey': 'must be a document key',
  'rules.searchId': 'must be a search id',
  'rules.pricedOfferId': 'must be a priced offer id',
  'rules.profileId': 'must be a profile id',
  'rules.payloadId': 'must be a payload id',
  'rules.orderIds': 'must be order ids',
};
