import type { ConnectionStatus } from '@contract/domains/connection';
import type { Worded } from '@contract/words';
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { useHostLink } from '../bridge/use-host-link';
import { text } from '../ui-text';

/**
 * The link to the active profile's service, kept current by `connection.changed` events. In
 * browser mode the desk itself can be gone: then nothing reaches the service from this tab, and
 * the status says so instead of repeating the last "Online" the desk sent.
 */
export const useConnectionStore = defineStore('connection', () => {
  const desk = useDesk();
  const hostLink = useHostLink();
  // Its detail is a live wording (the bridge's): read again after a switch, it reads in the new language.
  const reported = ref<Worded<ConnectionStatus> | null>(null);
  let unsubscribe: (() => void) | null = null;

  const status = computed<Worded<ConnectionStatus> | null>(() =>
    hostLink.value === 'connected'
      ? reported.value
      : { state: 'offline', profileId: reported.value?.profileId ?? '', checkedAt: null, detail: text.hostLink.lostDetail },
  );

  async function start(): Promise<void> {
    unsubscribe ??= desk.on('connection.changed', (next) => (reported.value = next));
    const current = await desk.connection.status();
    if (current.ok) reported.value = current.value;
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return { status, start, stop };
});
