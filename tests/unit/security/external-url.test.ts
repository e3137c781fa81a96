import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from '../../../electron/contract/domains/app';

describe('safe external URLs', () => {
  it.each(['https://example.com/help', 'http://intranet.agency.local/page?q=1'])('allows %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'smb://share/x',
    'desk://app/index.html',
    'https://user:secret@example.com/',
    '/relative/path',
    '',
  ])('refuses %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});
