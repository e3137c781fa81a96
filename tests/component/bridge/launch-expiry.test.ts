/**
 * An expired launch address (issue 21, finding 10): the host answers 410, and the tab explains
 * that the address expired and how to get a fresh one, not that it was used.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import NotConnected from '../../../src/NotConnected.vue';
import { exchangeLaunchToken } from '../../../src/bridge/web-desk';

const refusal = (status: number) => (async () => new Response(JSON.stringify({ ok: false, error: { kind: 'unavailable', what: 'desk session', message: 'x', fix: 'y' } }), { status })) as typeof fetch;

describe('an expired launch address', () => {
  it('is told apart from a used one by the host’s 410', async () => {
    expect(await exchangeLaunchToken('AbCdEfGhIjKlMnOpQrStUv', refusal(410))).toEqual({ ok: false, reason: 'launch-expired' });
    expect(await exchangeLaunchToken('AbCdEfGhIjKlMnOpQrStUv', refusal(401))).toEqual({ ok: false, reason: 'launch-used' });
  });

  it('shows a page that says it expired and to press Enter in the terminal for a fresh address', () => {
    const page = mount(NotConnected, { props: { reason: 'launch-expired' } });
    expect(page.text()).toMatch(/expired.*10 minutes/);
    expect(page.text()).toMatch(/press Enter in the terminal where the desk runs/);
    expect(page.text()).not.toMatch(/already used/);
  });
});
