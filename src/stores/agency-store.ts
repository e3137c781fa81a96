import type { AgencyConnectionTest, AgencyState, AgencySyncState, SaveAgency } from '@contract/domains/agency';
import type { DeskResult } from '@contract/result';
import type { Worded } from '@contract/words';
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
  /** Counts main's status events: an answer is older than any event that arrived while it was on its way. */
  let statusEvents = 0;

  function listen(): void {
    unsubscribe ??= desk.on('agency.statusChanged', (next) => {
      statusEvents += 1;
      sync.value = next;
      if (state.value) state.value = { ...state.value, sync: next };
    });
  }

  /**
   * Takes an answer's state, except its sync state when an event came in while the call was on its
   * way: events and answers travel apart, and a join's first round can report "in sync" before the
   * save's answer (which still says "connecting") arrives.
   */
  function take(answer: AgencyState, eventsBefore: number): void {
    if (statusEvents === eventsBefore) sync.value = answer.sync;
    state.value = { ...answer, sync: sync.value };
  }

  async function load(): Promise<DeskResult<AgencyState>> {
    listen();
    const before = statusEvents;
    const read = await desk.agency.state({});
    if (read.ok) take(read.value, before);
    return read;
  }

  async function save(input: SaveAgency): Promise<DeskResult<AgencyState>> {
    listen();
    const before = statusEvents;
    const saved = await desk.agency.save(input);
    if (saved.ok) take(saved.value, before);
    return saved;
  }

  const test = (): Promise<DeskResult<Worded<AgencyConnectionTest>>> => desk.agency.test({});

  async function prepare(owner: { user: string; password: string }): Promise<DeskResult<AgencyState>> {
    const before = statusEvents;
    const prepared = await desk.agency.prepare(owner);
    if (prepared.ok) take(prepared.value, before);
    return prepared;
  }

  return { state, sync, load, save, test, prepare };
});
