import type { ConnectionStatus } from '@contract/domains/connection';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

/** The link to the active profile's service, kept current by `connection.changed` events. */
export const useConnectionStore = defineStore('connection', () => {
  const desk = useDesk();
  const status = ref<ConnectionStatus | null>(null);
  let unsubscribe: (() => void) | null = null;

  async function start(): Promise<void> {
    unsubscribe ??= desk.on('connection.changed', (next) => (status.value = next));
    const current = await desk.connection.status();
    if (current.ok) status.value = current.value;
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return { status, start, stop };
});
