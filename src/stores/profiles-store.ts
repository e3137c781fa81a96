import type { ConnectionTest, KeychainStatus, ProfileDraft, ProfileSummary, RemovedUnusedKey } from '@contract/domains/profiles';
import type { KeptStateFile } from '@contract/domains/state-files';
import type { DeskError, DeskResult } from '@contract/result';
import type { Worded } from '@contract/words';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

export type TestState = { status: 'running' } | { status: 'done'; result: ConnectionTest } | { status: 'failed'; error: DeskError };

/** The Settings screen's view of the connection profiles. */
export const useProfilesStore = defineStore('profiles', () => {
  const desk = useDesk();
  const profiles = ref<ProfileSummary[]>([]);
  const keychain = ref<Worded<KeychainStatus>>({ available: true });
  const loadError = ref<DeskError | null>(null);
  const tests = ref<Record<string, TestState>>({});
  /** Keychain entries no profile uses: account names only. */
  const unusedKeys = ref<string[]>([]);
  /** Damaged state files main kept aside (profiles.json, preferences.json), for Settings to say so. */
  const keptFiles = ref<KeptStateFile[]>([]);

  async function refresh(): Promise<void> {
    const [result, kept] = await Promise.all([desk.profiles.list(), desk.app.keptStateFiles()]);
    if (result.ok) {
      profiles.value = result.value.profiles;
      keychain.value = result.value.keychain;
      unusedKeys.value = result.value.unusedKeys;
      loadError.value = null;
    } else {
      loadError.value = result.error;
    }
    if (kept.ok) keptFiles.value = kept.value;
  }

  async function removeUnusedKey(account: string): Promise<DeskResult<RemovedUnusedKey>> {
    const result = await desk.profiles.removeUnusedKey({ account });
    if (result.ok) unusedKeys.value = result.value.unusedKeys;
    return result;
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

  return { profiles, keychain, loadError, tests, unusedKeys, keptFiles, refresh, save, remove, activate, test, removeUnusedKey };
});
