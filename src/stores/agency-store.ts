import type { AgencyConnectionTest, AgencyState, AgencySyncState, SaveAgency } from '@contract/domains/agency';
import type { DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

/**
 * The agency server's settings and team sync's state (docs/team-sync.md). The state follows main's
 * `agency.statusChanged` events, so the header says "offline since…" the moment main knows it.
 */
export const useAgencyStore = defineStore('agency', () => {
  const desk = useDesk();
  const state = ref<AgencyState | null>(null);
  const sync = ref<AgencySyncState>({ state: 'off' });
  let unsubscribe: (() => void) | null = null;

  async function load(): Promise<DeskResult<AgencyState>> {
    unsubscribe ??= desk.on('agency.statusChanged', (next) => {
      sync.value = next;
      if (state.value) state.value = { ...state.value, sync: next };
    });
    const read = await desk.agency.state({});
    if (read.ok) {
      state.value = read.value;
      sync.value = read.value.sync;
    }
    return read;
  }

  async function save(input: SaveAgency): Promise<DeskResult<AgencyState>> {
    const saved = await desk.agency.save(input);
    if (saved.ok) {
      state.value = saved.value;
      sync.value = saved.value.sync;
    }
    return saved;
  }

  const test = (): Promise<DeskResult<AgencyConnectionTest>> => desk.agency.test({});

  async function prepare(owner: { user: string; password: string }): Promise<DeskResult<AgencyState>> {
    const prepared = await desk.agency.prepare(owner);
    if (prepared.ok) state.value = prepared.value;
    return prepared;
  }

  return { state, sync, load, save, test, prepare };
});
