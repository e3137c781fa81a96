import { describe, expect, it } from 'vitest';
import { developmentUrl, isSameOrigin } from '../../../electron/main/security/development-origin';

describe('the development server is trusted narrowly (review finding 9)', () => {
  it.each([
    ['credentials that make another host', 'http://localhost:5173@evil.example/'],
    ['a longer port', 'http://localhost:51730/'],
    ['a host that merely starts alike', 'http://localhost:5173.evil.example/'],
    ['another scheme', 'https://localhost:5173/'],
    ['garbage', 'not a url'],
  ])('refuses navigation to %s', (_label, url) => {
    expect(isSameOrigin(url, 'http://localhost:5173')).toBe(false);
  });

  it('accepts pages of the dev server itself, and nothing without one', () => {
    expect(isSameOrigin('http://localhost:5173/#/settings', 'http://localhost:5173')).toBe(true);
    expect(isSameOrigin('http://localhost:5173/', undefined)).toBe(false);
  });

  it('is honoured only unpackaged, behind DESK_DEVELOPMENT=1, and only on this computer', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173/' };
    expect(developmentUrl(env, false)).toBeUndefined();
    expect(developmentUrl({ ...env, DESK_DEVELOPMENT: '1' }, true)).toBeUndefined();
    expect(developmentUrl({ ...env, DESK_DEVELOPMENT: '1' }, false)).toBe('http://localhost:5173/');
    expect(developmentUrl({ ELECTRON_RENDERER_URL: 'http://dev.example:5173/', DESK_DEVELOPMENT: '1' }, false)).toBeUndefined();
    expect(developmentUrl({ ELECTRON_RENDERER_URL: 'http://user@localhost:5173/', DESK_DEVELOPMENT: '1' }, false)).toBeUndefined();
  });
});
