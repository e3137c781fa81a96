import { serviceClock } from '@contract/format/service-clock';
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import { serviceClockAhead } from '../bridge/service-clock';

/**
 * The active service's "now" (ms), ticking every `intervalMs`: countdowns to the service's times
 * (the last ticketing time). A sandbox clock advanced in training moves it at once, so the screen
 * judges a deadline exactly as main (and the service) will.
 */
export function useServiceNow(intervalMs = 1000): Ref<number> {
  const now = ref(serviceClock.now());
  const tick = () => (now.value = serviceClock.now());
  const timer = setInterval(tick, intervalMs);
  const stopWatch = watch(serviceClockAhead, tick);
  onBeforeUnmount(() => {
    clearInterval(timer);
    stopWatch();
  });
  return now;
}
