import type { DeskEventName, DeskEvents } from '../../contract';

export type EventListener = <E extends DeskEventName>(name: E, payload: DeskEvents[E]) => void;

/** Main-side fan-out of desk events to every connected transport (window, browser tabs). */
export interface EventHub {
  emit<E extends DeskEventName>(name: E, payload: DeskEvents[E]): void;
  subscribe(listener: EventListener): () => void;
}

export function createEventHub(onListenerError: (error: unknown) => void = () => {}): EventHub {
  const listeners = new Set<EventListener>();
  return {
    emit(name, payload) {
      for (const listener of listeners) {
        try {
          listener(name, payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
