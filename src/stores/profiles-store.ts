import type { ConnectionTest, KeychainStatus, ProfileDraft, ProfileSummary } from '@contract/domains/profiles';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

export type TestState = { status: 'running' } | { status: 'done'; result: ConnectionTest } | { status: 'failed'; error: DeskError };

/** The Settings screen's view of the connection profiles. */
export const useProfilesStore = defineStore('profiles', () => {
  const desk = useDesk();
  const profiles = ref<ProfileSummary[]>([]);
  const keychain = ref<KeychainStatus>({ available: true });
  const loadError = ref<DeskError | null>(null);
  const tests = ref<Record<string, TestState>>({});

  async function refresh(): Promise<void> {
    const result = await desk.profiles.list();
    if (result.ok) {
      profiles.value = result.value.profiles;
      keychain.value = result.value.keychain;
      loadError.value = null;
    } else {
      loadError.value = result.error;
    }
  }

  async function save(draft: ProfileDraft): Promise<DeskResult<ProfileSummary>> {
    const result = await desk.profiles.save(draft);
    if (result.ok) {
      delete tests.value[result.value.id]; // an old test result no longer describes the edited profile
      await refresh();
    }
    return result;
  }

  async function remove(id: string): Promise<DeskResult<unknown>> {
    const result = await desk.profiles.delete({ id });
    if (result.ok) await refresh();
    return result;
  }

  async function activate(id: string): Promise<DeskResult<ProfileSummary>> {
    const result = await desk.profiles.activate({ id });
    if (result.ok) await refresh();
    return result;
  }

  async function test(id: string): Promise<void> {
    tests.value[id] = { status: 'running' };
    const result = await desk.profiles.test({ id });
    tests.value[id] = result.ok ? { status: 'done', result: result.value } : { status: 'failed', error: result.error };
  }

  return { profiles, keychain, loadError, tests, refresh, save, remove, activate, test };
});
