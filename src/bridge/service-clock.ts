import type { DeskApi } from '@contract/desk-api';
import type { ServiceClockState } from '@contract/domains/service-clock';
import { setServiceClockAhead } from '@contract/format/service-clock';
import { readonly, ref } from 'vue';

const ahead = ref(0);

/**
 * Minutes the active service's clock runs ahead of this computer's, as main last said (a sandbox
 * clock advanced in training). Views that show or check "today" watch it; `serviceToday()` and
 * `serviceNow()` already read the same offset.
 */
export const serviceClockAhead = readonly(ahead);

function apply(state: ServiceClockState): void {
  setServiceClockAhead(state.aheadMinutes);
  ahead.value = state.aheadMinutes;
}

/** Reads the current offset and follows `serviceClock.changed`; returns the unsubscribe. */
export async function followServiceClock(desk: DeskApi): Promise<() => void> {
  const unsubscribe = desk.on('serviceClock.changed', apply);
  const current = await desk.serviceClock.get();
  if (current.ok) apply(current.value);
  return unsubscribe;
}
