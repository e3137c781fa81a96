import { serviceToday } from '@contract/format/desk-format';
import { serviceNow } from '@contract/format/service-clock';
import { afterEach, describe, expect, it } from 'vitest';
import { followServiceClock, serviceClockAhead } from '@/bridge/service-clock';
import { createFakeDesk } from '../support/fake-desk';

const DAY = 86_400_000;

describe('the renderer\'s service clock', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('takes main\'s offset at start and every change after: "today" is the sandbox\'s day', async () => {
    const fake = createFakeDesk({ 'serviceClock.get': () => ({ ok: true, value: { profileId: 'sandbox', aheadMinutes: 60 } }) });
    stop = await followServiceClock(fake.desk);
    expect(serviceClockAhead.value).toBe(60);
    expect(Math.round((serviceNow().getTime() - Date.now()) / 60_000)).toBe(60);

    fake.emit('serviceClock.changed', { profileId: 'sandbox', aheadMinutes: 3 * 24 * 60 });
    expect(serviceClockAhead.value).toBe(3 * 24 * 60);
    expect(serviceToday()).toBe(serviceToday(new Date(Date.now() + 3 * DAY)));

    fake.emit('serviceClock.changed', { profileId: 'agency-test', aheadMinutes: 0 });
    expect(serviceToday()).toBe(serviceToday(new Date()));
  });
});
