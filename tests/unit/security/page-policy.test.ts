/**
 * The page carries its own content security policy (a meta element: Electron loads it from a file,
 * with no header) and browser mode adds the header. Both apply at once, so a source the header
 * allows and the meta leaves out is refused: the documents' PDF preview (frame-src blob:) was
 * blocked that way. The meta must say what the header says, bar what a meta cannot carry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/transports/web/security-headers';

/** Directives a meta element cannot deliver (CSP 3, §3.3). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];
const directives = (policy: string) =>
  policy
    .split(';')
    .map((each) => each.trim())
    .filter((each) => each.length > 0)
    .sort();

describe('the page policy', () => {
  it('the meta policy of src/index.html is the header policy without the header-only directives', () => {
    const html = readFileSync('src/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(directives(meta)).toEqual(directives(CONTENT_SECURITY_POLICY).filter((each) => !HEADER_ONLY.some((name) => each.startsWith(`${name} `))));
    expect(directives(meta)).toContain('frame-src blob:');
  });
});
