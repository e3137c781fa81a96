import type { DeskApi } from '@contract/desk-api';
import { inject, type InjectionKey } from 'vue';

export const DESK_KEY: InjectionKey<DeskApi> = Symbol('desk');

/** The desk bridge, provided once by main.ts (a fake in component tests). */
export function useDesk(): DeskApi {
  const desk = inject(DESK_KEY);
  if (!desk) throw new Error('useDesk() needs the desk to be provided (see src/main.ts).');
  return desk;
}
