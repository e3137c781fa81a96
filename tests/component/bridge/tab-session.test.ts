import { describe, expect, it } from 'vitest';
import { forgetTabSession, keepTabSession, readTabSession } from '../../../src/bridge/tab-session';

describe('the tab keeps its desk session for reloads', () => {
  it('in sessionStorage, read back only when well-formed, and forgotten on request', () => {
    sessionStorage.clear();
    expect(readTabSession(sessionStorage)).toBeNull();
    keepTabSession(sessionStorage, 'AbCdEfGhIjKlMnOpQrStUv_-0123');
    expect(readTabSession(sessionStorage)).toBe('AbCdEfGhIjKlMnOpQrStUv_-0123');
    sessionStorage.setItem('desk.session', '<script>');
    expect(readTabSession(sessionStorage)).toBeNull();
    forgetTabSession(sessionStorage);
    expect(sessionStorage.getItem('desk.session')).toBeNull();
  });

  it('a browser that refuses storage only loses the reload convenience', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(() => keepTabSession(refusing, 'AbCdEfGhIjKlMnOpQrStUv_-0123')).not.toThrow();
    expect(readTabSession(refusing)).toBeNull();
  });
});
