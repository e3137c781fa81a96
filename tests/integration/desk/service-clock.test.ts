import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClockState } from '../../../electron/contract/domains/service-clock';
import { serviceToday } from '../../../electron/contract/format/desk-format';
import { tempDir } from '../../support/temp-dir';
import { expectOk, startDesk, type Desk } from './desk-harness';

const TWO_DAYS = 2 * 24 * 60;
/** yyyy-MM-dd, `days` after this computer's service day (Beijing), ignoring any advanced clock. */
function realServiceDayPlus(days: number): string {
  return serviceToday(new Date(Date.now() + days * 86_400_000));
}
const oneWayOn = (departureDate: string) => ({ tripType: 'one-way' as const, legs: [{ origin: 'PEK', destination: 'SHA', departureDate }], adults: 1, children: 0, infants: 0, solutions: 30 });

/** The desk's "today" is the active service's: a sandbox clock advanced in training moves it. */
describe('the service clock follows the active sandbox', () => {
  const dir = tempDir('desk-service-clock');
  let desk: Desk;
  const heard: ServiceClockState[] = [];

  async function clockSettles(expected: ServiceClockState): Promise<void> {
    await expect.poll(async () => expectOk(await desk.call('serviceClock.get', {})), { timeout: 5000 }).toEqual(expected);
  }

  beforeAll(async () => {
    desk = await startDesk(dir.path);
    desk.runtime.events.subscribe((name, payload) => {
      if (name === 'serviceClock.changed') heard.push(payload as ServiceClockState);
    });
  });
  afterAll(async () => {
    await desk.runtime.close();
    dir.remove();
  });

  it('starts at the real clock, then moves with the sandbox clock and tells the renderer', async () => {
    await clockSettles({ profileId: 'sandbox', aheadMinutes: 0 });
    expectOk(await desk.call('training.advanceClock', { minutes: TWO_DAYS }));
    await clockSettles({ profileId: 'sandbox', aheadMinutes: TWO_DAYS });
    expect(heard.at(-1)).toEqual({ profileId: 'sandbox', aheadMinutes: TWO_DAYS });
  });

  it('checks departure dates (B038) against the sandbox\'s day, as the sandbox itself will', async () => {
    // Tomorrow on this computer is already the past for a sandbox two days ahead.
    const past = await desk.call('shopping.search', oneWayOn(realServiceDayPlus(1)));
    expect(past).toMatchObject({ ok: false, error: { kind: 'validation', issues: [expect.objectContaining({ rule: 'B038' })] } });
    // A year and a day from this computer's today is inside the sandbox's year.
    expectOk(await desk.call('shopping.search', oneWayOn(realServiceDayPlus(366))));
  });

  it('is the real clock for a test profile, and the sandbox\'s again when it is active', async () => {
    const profile = expectOk(await desk.call('profiles.save', { name: 'Agency test', environment: 'test', apiBaseUrl: 'https://127.0.0.1:9', refundBaseUrl: 'https://127.0.0.1:9', partnerId: 'Partner1', partnerKey: 'key' }));
    expectOk(await desk.call('profiles.activate', { id: profile.id }));
    await clockSettles({ profileId: profile.id, aheadMinutes: 0 });
    expectOk(await desk.call('profiles.activate', { id: 'sandbox' }));
    await clockSettles({ profileId: 'sandbox', aheadMinutes: TWO_DAYS });
  });

  it('goes back to the real clock when the sandbox is reset', async () => {
    expectOk(await desk.call('sandbox.reset', {}));
    await clockSettles({ profileId: 'sandbox', aheadMinutes: 0 });
    expectOk(await desk.call('shopping.search', oneWayOn(realServiceDayPlus(1))));
  });
});
