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
  'profiles.active': [{ input: { id: 'sandbox' }, field: 'id' }],
};
