import type { OperationName } from '../../../electron/contract';

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
};
