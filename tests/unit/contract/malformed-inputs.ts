import type { OperationName } from '../../../electron/contract';
import { localToday } from '../../../electron/contract/domains/shopping';

const inDays = (days: number) => localToday(new Date(Date.now() + days * 86_400_000));
const leg = (origin: string, destination: string, departureDate = inDays(30)) => ({ origin, destination, departureDate });
const search = (overrides: Record<string, unknown>) => ({ tripType: 'one-way', legs: [leg('PEK', 'LHR')], adults: 1, children: 0, infants: 0, ...overrides });

/**
 * For every operation: an input that breaks its schema, and the field the error must name.
 * The test below fails when an operation is added to the contract without a case here.
 */
export const MALFORMED_INPUTS: Record<OperationName, { input: unknown; field: string }[]> = {
  'app.info': [{ input: { verbose: true }, field: 'verbose' }],
  'preferences.get': [{ input: { theme: 'dark' }, field: 'theme' }],
  'preferences.update': [
    { input: { theme: 'neon' }, field: 'theme' },
    { input: { fontSize: 14 }, field: 'fontSize' },
  ],
  'connection.status': [{ input: { profileId: 'x' }, field: 'profileId' }],
  'requests.cancel': [
    { input: {}, field: 'requestId' },
    { input: { requestId: 42 }, field: 'requestId' },
    { input: { requestId: 'has spaces and ; semicolons' }, field: 'requestId' },
  ],
  'external.open': [
    { input: {}, field: 'url' },
    { input: { url: 'file:///etc/passwd' }, field: 'url' },
    { input: { url: 'javascript:alert(1)' }, field: 'url' },
    { input: { url: 'https://user:pw@example.com/' }, field: 'url' },
  ],
  'profiles.list': [{ input: { all: true }, field: 'all' }],
  'profiles.active': [{ input: { id: 'sandbox' }, field: 'id' }],
  'profiles.save': [
    { input: { name: '', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'name' },
    { input: { name: 'Live', environment: 'staging', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'environment' },
    { input: { name: 'Live', environment: 'production', apiBaseUrl: 'http://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'apiBaseUrl' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'not a url', partnerId: 'P1' }, field: 'refundBaseUrl' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: '' }, field: 'partnerId' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1', partnerKey: 42 }, field: 'partnerKey' },
  ],
  'profiles.delete': [{ input: {}, field: 'id' }],
  'profiles.activate': [{ input: { id: '../../etc' }, field: 'id' }],
  'profiles.test': [{ input: { id: 7 }, field: 'id' }],
  'places.search': [{ input: { query: '' }, field: 'query' }, { input: { query: 'PEK', limit: 500 }, field: 'limit' }],
  'places.airlines': [{ input: {}, field: 'query' }],
  'shopping.search': [
    { input: search({ adults: 6, children: 4 }), field: 'adults' },
    { input: search({ adults: 0 }), field: 'adults' },
    { input: search({ adults: 1, infants: 2 }), field: 'infants' },
    { input: search({ tripType: 'open-jaw', legs: [leg('PEK', 'LHR'), leg('LHR', 'CDG'), leg('CDG', 'PEK')] }), field: 'legs' },
    { input: search({ legs: [leg('PEK', 'LHR', inDays(-1))] }), field: 'legs.0.departureDate' },
    { input: search({ legs: [leg('PEK', 'LHR', inDays(400))] }), field: 'legs.0.departureDate' },
    { input: search({ legs: [leg('PEKING', 'LHR')] }), field: 'legs.0.origin' },
    { input: search({ legs: [leg('PEK', 'PEK')] }), field: 'legs.0.destination' },
    { input: search({ tripType: 'round-trip', legs: [leg('PEK', 'LHR'), leg('CDG', 'PEK', inDays(40))] }), field: 'legs.1.origin' },
    { input: search({ cabin: 'Luxury' }), field: 'cabin' },
    { input: search({ airlines: ['CAA'] }), field: 'airlines.0' },
  ],
  'shopping.recent': [{ input: { limit: 5 }, field: 'limit' }],
  'shopping.load': [{ input: { searchId: '../etc/passwd' }, field: 'searchId' }],
  'pricing.price': [{ input: { searchId: 's-1' }, field: 'solutionId' }],
  'pricing.acknowledge': [{ input: {}, field: 'pricedOfferId' }],
  'pricing.load': [{ input: { pricedOfferId: 'a b' }, field: 'pricedOfferId' }],
  'pricing.recent': [{ input: { all: true }, field: 'all' }],
  'sandbox.createOrder': [
    { input: { pricedOfferId: 'p-1', passengers: [] }, field: 'passengers' },
    { input: { pricedOfferId: 'p-1', passengers: [{ type: 'ADT', lastName: '张', firstName: 'San', birthday: '1990-01-01', sex: 'M' }] }, field: 'passengers.0.lastName' },
    { input: { pricedOfferId: 'p-1', passengers: [{ type: 'ADT', lastName: 'Zhang', firstName: 'San', birthday: '1990-02-30', sex: 'M' }] }, field: 'passengers.0.birthday' },
  ],
  'sandbox.reset': [{ input: { hard: true }, field: 'hard' }],
};
