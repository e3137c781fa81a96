import type { CallOptions, DeskApi, WireDeskApi } from '@contract/desk-api';
import { splitOperationName } from '@contract/desk-api';
import type { Language } from '@contract/domains/language';
import { OPERATION_NAMES } from '@contract/operation-names';
import { wordAll, type Worded } from '@contract/words';
import { language } from '../ui-text';
import { liveWorded } from './live-words';

type WireMethod = (input?: unknown, options?: CallOptions) => Promise<unknown>;

/**
 * The one place the renderer words what main means: every result and every event payload passes
 * through here, and each wording in it (`{ code, params }`, electron/contract/words) becomes its
 * sentence in the screen's language of that moment. Views, stores and components therefore only
 * ever see strings, exactly as before main sent codes. A wording stays live (live-words.ts): read
 * again after a switch of language, it reads in the new one, so what stays on screen (a stored
 * price diff, the connection status) follows the switch. Text main quotes as it came (the
 * service's errorMsg) is a plain string and passes unchanged.
 */
export function wordedDesk(wire: WireDeskApi, language: () => Language): DeskApi {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of OPERATION_NAMES) {
    const [group, action] = splitOperationName(name);
    const method = (wire as unknown as Record<string, Record<string, WireMethod>>)[group]?.[action];
    if (!method) continue;
    (groups[group] ??= {})[action] = async (input?: unknown, options?: CallOptions) => liveWorded(await method(input, options), language);
  }
  const on = (event: Parameters<WireDeskApi['on']>[0], listener: (payload: unknown) => void) =>
    wire.on(event, (payload: unknown) => listener(liveWorded(payload, language)));
  const frozen = Object.fromEntries(Object.entries(groups).map(([group, methods]) => [group, Object.freeze(methods)]));
  return Object.freeze({ ...frozen, on }) as unknown as DeskApi;
}

/**
 * A value kept in a store under its contract type (which describes what main sends) as the screen
 * reads it. Whatever came through `wordedDesk` is worded already and comes back as it is; the
 * call only makes that visible to the type checker (and words anything that was not).
 */
export function shown<T>(value: T): Worded<T> {
  return wordAll(language.value, value);
}
