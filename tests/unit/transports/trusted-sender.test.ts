import { describe, expect, it } from 'vitest';
import { isTrustedSenderFrame } from '../../../electron/main/transports/ipc/trusted-sender';

describe('IPC sender check', () => {
  it('accepts the top frame of our packaged UI', () => {
    expect(isTrustedSenderFrame({ url: 'desk://app/index.html#/shopping', isTopFrame: true })).toBe(true);
  });

  it.each([
    ['a sub-frame of our UI', { url: 'desk://app/index.html', isTopFrame: false }],
    ['another host on our scheme', { url: 'desk://evil/index.html', isTopFrame: true }],
    ['a web page', { url: 'https://example.com/', isTopFrame: true }],
    ['a file:// page', { url: 'file:///tmp/index.html', isTopFrame: true }],
    ['a frame that is gone', null],
    ['garbage', { url: 'not a url', isTopFrame: true }],
  ])('refuses %s', (_label, frame) => {
    expect(isTrustedSenderFrame(frame)).toBe(false);
  });

  it('accepts the dev server only when one is configured', () => {
    const frame = { url: 'http://localhost:5173/#/', isTopFrame: true };
    expect(isTrustedSenderFrame(frame)).toBe(false);
    expect(isTrustedSenderFrame(frame, 'http://localhost:5173')).toBe(true);
  });
});
