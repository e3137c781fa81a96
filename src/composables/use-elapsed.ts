import { onBeforeUnmount, ref, watch, type Ref } from 'vue';

/** Seconds since `startedAt` (ms), ticking while it is set: progress for long calls. */
export function useElapsedSeconds(startedAt: Ref<number | null>): Ref<number> {
  const seconds = ref(0);
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  watch(
    startedAt,
    (start) => {
      stop();
      seconds.value = 0;
      if (start === null) return;
      const tick = () => (seconds.value = Math.floor((Date.now() - start) / 1000));
      tick();
      timer = setInterval(tick, 250);
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);
  return seconds;
}
