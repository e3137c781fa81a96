import type { FiledOrder } from '@contract/domains/orders';
import type { DeskError } from '@contract/result';
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { emptyManualEntry, manualEntryErrors, validateManualEntry, type ManualEntryErrors, type ManualEntryValues } from '../orders/manual-entry-form';

/**
 * Manual entry on the Orders screen: the draft the agent is typing (kept while the form is closed,
 * until the order is filed or the agent starts again), its field errors, and filing it through
 * `orders.enterManually`. Nothing typed is ever cleared by an error, from the form or from main.
 */
export const useManualEntryStore = defineStore('manual-entry', () => {
  const desk = useDesk();

  const open = ref(false);
  /** Replaced on every edit (the form's functions return new values), so a shallow ref is enough. */
  const values = shallowRef<ManualEntryValues>(emptyManualEntry());
  const errors = ref<ManualEntryErrors>({});
  const failure = ref<DeskError | null>(null);
  const saving = ref(false);

  /** Opens the form; an order number (the one the service would not show) fills an empty number field. */
  function start(orderNum?: string): void {
    if (orderNum && values.value.orderNum.trim() === '') values.value = { ...values.value, orderNum };
    open.value = true;
  }

  function close(): void {
    open.value = false;
  }

  function clear(): void {
    values.value = emptyManualEntry();
    errors.value = {};
    failure.value = null;
  }

  /** An edit: the new values, and the fields whose errors it settles (the agent is fixing them). */
  function edit(next: ManualEntryValues, settled: (path: string) => boolean = () => false): void {
    values.value = next;
    if (Object.keys(errors.value).some(settled)) errors.value = Object.fromEntries(Object.entries(errors.value).filter(([path]) => !settled(path)));
  }

  /**
   * Checks, then files the order; returns it when filed (the draft is then emptied). The screen
   * closes the form: closing it here would unmount the form before it reports the order filed.
   */
  async function submit(): Promise<FiledOrder | null> {
    if (saving.value) return null;
    failure.value = null;
    const checked = validateManualEntry(values.value);
    if (!checked.ok) {
      errors.value = checked.errors;
      return null;
    }
    errors.value = {};
    saving.value = true;
    const answer = await desk.orders.enterManually(checked.input);
    saving.value = false;
    if (answer.ok) {
      values.value = emptyManualEntry();
      return answer.value;
    }
    if (answer.error.kind === 'validation') {
      errors.value = manualEntryErrors(answer.error.issues);
      if (Object.keys(errors.value).length > 0) return null;
    }
    failure.value = answer.error;
    return null;
  }

  return { open, values, errors, failure, saving, start, close, clear, edit, submit };
});
