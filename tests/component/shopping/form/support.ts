import type { PlaceMatch } from '@contract/domains/places';
import type { OperationName } from '@contract/operations';
import type { DeskResult } from '@contract/result';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import type { Component } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { createFakeDesk } from '../../support/fake-desk';

export const TODAY = '2026-11-21';

const place = (code: string, name: string, city: string, country: string, kind: PlaceMatch['kind'] = 'airport', airports: string[] = []): PlaceMatch => ({
  code, kind, name, city, country, airports,
});

/** A tiny stand-in for main's local dataset. */
export const PLACES: PlaceMatch[] = [
  place('PEK', 'Beijing Capital International', 'Beijing', 'CN'),
  place('BJS', 'Beijing', 'Beijing', 'CN', 'city', ['PEK', 'PKX']),
  place('PKX', 'Beijing Daxing International', 'Beijing', 'CN'),
  place('LHR', 'London Heathrow', 'London', 'GB'),
  place('LON', 'London', 'London', 'GB', 'city', ['LHR', 'LGW', 'STN']),
  place('LGW', 'London Gatwick', 'London', 'GB'),
];

export function searchPlaces(input: unknown): DeskResult<PlaceMatch[]> {
  const query = (input as { query: string }).query.toLowerCase();
  const found = PLACES.filter((p) => p.code.toLowerCase() === query || p.city.toLowerCase().startsWith(query) || p.name.toLowerCase().includes(query));
  return { ok: true, value: found };
}

type Responder = (input: unknown) => DeskResult<unknown> | Promise<DeskResult<unknown>>;

export function mountWithDesk(component: Component, props: Record<string, unknown>, responses: Partial<Record<OperationName, Responder>> = {}) {
  const fake = createFakeDesk({ 'places.search': searchPlaces, 'places.airlines': () => ({ ok: true, value: [] }), ...responses });
  // Mounted into the document so focus moves can be checked.
  const wrapper = mount(component as Component, {
    props: props as never,
    attachTo: document.body,
    global: { provide: { [DESK_KEY as symbol]: fake.desk } },
  }) as unknown as VueWrapper;
  return { wrapper, fake };
}

/** Past the autocomplete's 120 ms debounce, and the desk's answer. */
export async function afterLookup(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 160));
  await flushPromises();
}

export function inputOf(wrapper: VueWrapper, testid: string) {
  return wrapper.get<HTMLInputElement>(`input[data-testid="${testid}"]`);
}

/** Types as an agent does: focus, then the text, then (optionally) nothing else. */
export async function typeInto(wrapper: VueWrapper, testid: string, text: string): Promise<void> {
  const input = inputOf(wrapper, testid);
  input.element.focus();
  await input.setValue(text);
}

export async function press(wrapper: VueWrapper, testid: string, key: string, init: KeyboardEventInit = {}): Promise<void> {
  await inputOf(wrapper, testid).trigger('keydown', { key, ...init });
}
