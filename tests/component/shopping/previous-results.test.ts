import type { ShoppingResults, ShoppingSearchInput } from '@contract/domains/shopping';
import type { DeskResult } from '@contract/result';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createApp } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { useShoppingStore } from '@/stores/shopping-store';
import { createFakeDesk } from '../support/fake-desk';

const INPUT: ShoppingSearchInput = { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'QQQ', departureDate: '2026-12-12' }], adults: 1, children: 0, infants: 0 };

/** The store as the screen uses it, over a desk whose search answers `answer`. */
function storeWith(answer: () => DeskResult<unknown>) {
  const fake = createFakeDesk({ 'shopping.search': answer, 'requests.cancel': () => ({ ok: true, value: { cancelled: true } }) });
  const app = createApp({});
  app.provide(DESK_KEY, fake.desk).use(createPinia());
  const store = app.runWithContext(() => useShoppingStore());
  // Results of an earlier search are on screen.
  store.results = { searchId: 'earlier', search: { legs: [] } } as unknown as ShoppingResults;
  return store;
}

describe('results of an earlier search (walkthrough bug 4)', () => {
  it('are marked as the previous search while a new one runs and after it fails', async () => {
    const store = storeWith(() => ({ ok: false, error: { kind: 'api', code: 'B039', message: 'related data not found QQQ', operation: 'shopping' } as never }));
    const running = store.search(INPUT);
    expect(store.previousBecause).toBe('searching');
    await running;
    expect(store.status).toBe('failed');
    expect(store.previousBecause).toBe('failed');
    expect(store.results?.searchId).toBe('earlier');
  });

  it('are marked as the previous search after the new one is cancelled', async () => {
    const store = storeWith(() => ({ ok: false, error: { kind: 'cancelled', message: 'cancelled' } as never }));
    await store.search(INPUT);
    expect(store.status).toBe('done');
    expect(store.previousBecause).toBe('cancelled');
  });

  it('are not marked when there were none', async () => {
    const store = storeWith(() => ({ ok: false, error: { kind: 'api', code: 'B014', message: 'no result', operation: 'shopping' } as never }));
    store.results = null;
    await store.search(INPUT);
    expect(store.previousBecause).toBeNull();
  });

  it('keeps the entries typed on the entry line, newest first, each once', () => {
    const store = storeWith(() => ({ ok: false, error: { kind: 'cancelled', message: '' } as never }));
    store.rememberEntry('PEKLON22DEC');
    store.rememberEntry('PEKPAR22DEC');
    store.rememberEntry('PEKLON22DEC');
    expect(store.entryHistory).toEqual(['PEKLON22DEC', 'PEKPAR22DEC']);
  });
});
