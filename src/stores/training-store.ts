import type { PricingDrift, TrainingOperation, TrainingState } from '@contract/domains/training';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { useDesk } from '../bridge/use-desk';

/** The sandbox training panel: what the sandbox of the active profile is doing, and changes to it. */
export const useTrainingStore = defineStore('training', () => {
  const desk = useDesk();
  const state = shallowRef<TrainingState | null>(null);
  const error = shallowRef<DeskError | null>(null);
  const busy = ref(false);

  async function run(call: () => Promise<DeskResult<TrainingState>>): Promise<DeskResult<TrainingState>> {
    busy.value = true;
    try {
      const result = await call();
      if (result.ok) state.value = result.value;
      error.value = result.ok ? null : result.error;
      return result;
    } finally {
      busy.value = false;
    }
  }

  return {
    state,
    error,
    busy,
    refresh: () => run(() => desk.training.state()),
    forcePricing: (drift: PricingDrift) => run(() => desk.training.forcePricing({ drift })),
    addLatency: (operation: TrainingOperation, seconds: number, calls: number | null) => run(() => desk.training.addLatency({ operation, seconds, calls })),
    addHang: (operation: TrainingOperation, calls: number | null) => run(() => desk.training.addHang({ operation, calls })),
    answerError: (operation: TrainingOperation, code: string, message: string, calls: number | null) => run(() => desk.training.answerError({ operation, code, message, calls })),
    advanceClock: (minutes: number) => run(() => desk.training.advanceClock({ minutes })),
    clearFaults: () => run(() => desk.training.clearFaults()),
  };
});
