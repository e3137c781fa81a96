import type { ProfileSummary } from '@contract/domains/profiles';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

/** The active connection profile, as the header and badge show it. */
export const useActiveProfileStore = defineStore('activeProfile', () => {
  const desk = useDesk();
  const active = ref<ProfileSummary | null>(null);
  let unsubscribe: (() => void) | null = null;

  async function start(): Promise<void> {
    unsubscribe ??= desk.on('profiles.activeChanged', (next) => (active.value = next));
    const current = await desk.profiles.active();
    if (current.ok) active.value = current.value;
  }

  return { active, start };
});
