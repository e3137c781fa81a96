/**
 * Rules by code (electron/contract/coded-rule.ts) that bound a count or a duration: how many items
 * a list may have, how long a wait may be. Each follows a field name ("airlines must list at most
 * 10 airlines"), as the rules of ./rules.ts do.
 */
export const RULES_LIMITS_EN = {
  'rules.atLeastSeconds': (p: { min: number }) => `must be at least ${p.min} ${p.min === 1 ? 'second' : 'seconds'}`,
  'rules.atMostSeconds': (p: { max: number }) => `must be at most ${p.max} seconds`,
  'rules.atLeastMinutes': (p: { min: number }) => `must be at least ${p.min} ${p.min === 1 ? 'minute' : 'minutes'}`,
  'rules.atMostMinutes': (p: { max: number }) => `must be at most ${p.max} minutes`,
  'rules.atMostMinutesAYear': (p: { max: number }) => `must be at most ${p.max} minutes (a year)`,
  'rules.atLeastDays': (p: { min: number }) => `must be at least ${p.min} ${p.min === 1 ? 'day' : 'days'}`,
  'rules.atMostDays': (p: { max: number }) => `must be at most ${p.max} days`,
  'rules.atLeastOneId': 'must list at least one id',
  'rules.atMostIds': (p: { max: number }) => `must list at most ${p.max} ids`,
  'rules.atMostAirlines': (p: { max: number }) => `must list at most ${p.max} airlines`,
  'rules.atLeastOnePassenger': 'must list at least one passenger',
  'rules.atMostPassengers': (p: { max: number }) => `must list at most ${p.max} passengers`,
  'rules.atLeastOneSegment': 'must list at least one segment',
  'rules.atMostSegments': (p: { max: number }) => `must list at most ${p.max} segments`,
  'rules.atMostTickets': (p: { max: number }) => `must list at most ${p.max} tickets`,
  'rules.atMostOrders': (p: { max: number }) => `must name at most ${p.max} orders`,
  'rules.tooManyCells': 'has too many cells',
  'rules.atLeastDigits': (p: { min: number }) => `must have at least ${p.min} digits`,
  'rules.atMostDigits': (p: { max: number }) => `must have at most ${p.max} digits`,
  'rules.exactDigits': (p: { count: number }) => `must be ${p.count} digits`,
};
