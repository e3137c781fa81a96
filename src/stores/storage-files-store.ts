import type { BroughtBack, SetAsideFile, StorageFileStatus } from '@contract/domains/orders';
import type { DeskError } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useDesk } from '../bridge/use-desk';

/** A set-aside file with the kind of storage file it was. */
export type SetAsideEntry = SetAsideFile & { kind: StorageFileStatus['name'] };

/** A file in use that the background check found damaged (the next start sets it aside). */
export type DamagedEntry = NonNullable<StorageFileStatus['damageFound']> & { kind: StorageFileStatus['name'] };

/**
 * The desk's storage files and the damaged ones set aside (main lists them on every start until
 * they are brought back), and a file in use the background check found damaged: the status bar
 * says so from the desk's start (or from when it is found), the Orders screen shows
 * each with why and what was salvaged, and offers to bring it back (`orders.bringBack`).
 */
export const useStorageFilesStore = defineStore('storage-files', () => {
  const desk = useDesk();
  const files = ref<StorageFileStatus[]>([]);
  const setAside = computed<SetAsideEntry[]>(() => files.value.flatMap((file) => file.setAside.map((entry) => ({ ...entry, kind: file.name }))));
  const damaged = computed<DamagedEntry[]>(() => files.value.flatMap((file) => (file.damageFound ? [{ ...file.damageFound, kind: file.name }] : [])));
  let unsubscribe: (() => void) | null = null;
  /** The file being brought back (its name), while main copies. */
  const bringing = ref<string | null>(null);
  const brought = ref<BroughtBack | null>(null);
  const failure = ref<DeskError | null>(null);
  /** The status bar asked Orders to put the keyboard on the notice. */
  const focusRequested = ref(false);

  async function load(): Promise<void> {
    // Damage the background check finds after the start is told as it is found, not at the next load.
    unsubscribe ??= desk.on('storage.damageFound', () => void load());
    const status = await desk.orders.status();
    if (status.ok) files.value = status.value.files;
  }

  async function bringBack(entry: SetAsideEntry): Promise<void> {
    if (bringing.value) return;
    bringing.value = entry.fileName;
    failure.value = null;
    brought.value = null;
    try {
      const answer = await desk.orders.bringBack({ name: entry.kind, fileName: entry.fileName });
      if (answer.ok) brought.value = answer.value;
      else failure.value = answer.error;
    } finally {
      bringing.value = null;
    }
    await load();
  }

  return { files, setAside, damaged, bringing, brought, failure, focusRequested, load, bringBack };
});
