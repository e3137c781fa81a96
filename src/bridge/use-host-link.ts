import { inject, onScopeDispose, ref, type Ref } from 'vue';
import { ALWAYS_CONNECTED, HOST_LINK_KEY, type HostLinkState } from './host-link';

/** The host link as a ref (provided by main.ts in browser mode; always connected otherwise). */
export function useHostLink(): Ref<HostLinkState> {
  const link = inject(HOST_LINK_KEY, ALWAYS_CONNECTED);
  const state = ref<HostLinkState>(link.state);
  const unsubscribe = link.subscribe((next) => (state.value = next));
  onScopeDispose(unsubscribe);
  return state;
}
