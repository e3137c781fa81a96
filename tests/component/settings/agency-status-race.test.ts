import type { AgencyState, AgencySyncState } from '@contract/domains/agency';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import AgencyStatus from '@/components/AgencyStatus.vue';
import AgencyServerPanel from '@/components/settings/AgencyServerPanel.vue';
import { createFakeDesk } from '../support/fake-desk';

/**
 * Main's status events and its answers travel apart: on joining, the first round can say "in sync"
 * before Save's answer (taken when sync had only started: "connecting") reaches the renderer. Seen
 * in the two-desk e2e: the header stayed on "Connecting to the agency server…" after a join that
 * had succeeded. An answer must not undo an event that arrived while it was on its way.
 */
const server = { host: '127.0.0.1', port: 5432, database: 'agency', user: 'desk_1', tls: 'off' as const };
const agent = { name: 'Agent Li', code: 'LI' };
const stateWith = (sync: AgencySyncState, joined: boolean): AgencyState => ({ deskId: 'desk-a', agent: joined ? agent : null, server: joined ? server : null, passwordSaved: joined, sync });

async function mountDesk() {
  const connecting: AgencySyncState = { state: 'connecting', waiting: 0 };
  const inSync: AgencySyncState = { state: 'in-sync', waiting: 0, at: '2026-11-26T10:41:00.000Z' };
  const fake = createFakeDesk({
    'agency.state': () => ({ ok: true, value: stateWith({ state: 'off' }, false) }),
    // The first round finishes (its event is delivered) before the save's answer arrives.
    'agency.save': () => {
      fake.emit('agency.statusChanged', inSync);
      return { ok: true, value: stateWith(connecting, true) };
    },
  });
  const pinia = createPinia();
  setActivePinia(pinia);
  const Host = defineComponent({ render: () => h('div', [h(AgencyStatus), h(AgencyServerPanel)]) });
  const wrapper = mount(Host, { global: { plugins: [pinia], provide: { [DESK_KEY as symbol]: fake.desk } }, attachTo: document.body });
  await flushPromises();
  return { wrapper, fake };
}

describe('team sync status: an answer older than an event does not undo it', () => {
  it('after Save, the header says "In sync" when the in-sync event came before the answer', async () => {
    const { wrapper } = await mountDesk();
    expect(wrapper.find('[data-testid="agency-status"]').exists()).toBe(false); // off: nothing in the header
    await wrapper.find('[data-testid="agency-agent-name"]').setValue(agent.name);
    await wrapper.find('[data-testid="agency-agent-code"]').setValue(agent.code);
    await wrapper.find('form').trigger('submit');
    await flushPromises();
    expect(wrapper.find('[data-testid="agency-said"]').text()).toBe('Agency settings saved.');
    expect(wrapper.find('[data-testid="agency-status"]').text()).toBe('In sync');
    expect(wrapper.find('[data-testid="agency-panel-status"]').text()).toBe('Agency sync: In sync');
    wrapper.unmount();
  });
});
