import { describe, expect, it } from 'vitest';
import { createHostLink, type HostLinkState } from '../../../src/bridge/host-link';
import { createWebDesk } from '../../../src/bridge/web-desk';

/** A host that can be stopped, restarted, or forget the tab's session. */
function fakeHost() {
  let mode: 'up' | 'down' | 'forgot' = 'up';
  let closeStream: (() => void) | null = null;
  const fetchFn = (async (url: string) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (mode === 'forgot') return new Response(JSON.stringify({ ok: false, error: { kind: 'unavailable', what: 'desk session', message: 'x', fix: 'y' } }), { status: 401 });
    if (url === '/api/events') {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => (closeStream = () => controller.close()) });
      return new Response(body, { status: 200 });
    }
    return new Response(JSON.stringify({ ok: true, value: { name: 'Ticketing Desk' } }), { status: 200 });
  }) as typeof fetch;
  return {
    fetchFn,
    stop: () => {
      mode = 'down';
      closeStream?.();
    },
    start: () => (mode = 'up'),
    forget: () => (mode = 'forgot'),
  };
}

describe('the browser-mode desk notices when its host is gone (walkthrough bug 11)', () => {
  const watch = () => {
    const link = createHostLink();
    const seen: HostLinkState[] = [];
    link.subscribe((state) => seen.push(state));
    return { link, seen };
  };

  it('a dropped event stream and failing calls say "lost"; the stream coming back says "connected"', async () => {
    const host = fakeHost();
    const { link, seen } = watch();
    const desk = createWebDesk('session-token-0123456789', link, host.fetchFn);
    expect((await desk.app.info()).ok).toBe(true);
    host.stop();
    const failed = await desk.app.info();
    expect(failed).toMatchObject({ ok: false, error: { kind: 'unavailable', what: 'desk host', message: expect.stringMatching(/not answering/) } });
    expect(link.state).toBe('lost');
    host.start();
    await expect.poll(() => link.state, { timeout: 3000 }).toBe('connected');
    expect(seen).toEqual(['lost', 'connected']);
  });

  it('a host that no longer knows the session says "ended", and stays so', async () => {
    const host = fakeHost();
    const { link } = watch();
    const desk = createWebDesk('session-token-0123456789', link, host.fetchFn);
    host.forget();
    await desk.app.info();
    expect(link.state).toBe('ended');
    host.start();
    await desk.app.info();
    expect(link.state).toBe('ended');
  });
});
