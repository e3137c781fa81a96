import { encodeShoppingResults, ok, type SentResult, type ShoppingResults, type ShoppingResultsWire } from '../../../contract';
import type { Language } from '../../../contract/domains/language';
import type { SearchStore } from '../../archive/search-store';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { PlaceDirectory } from '../places/place-directory';
import type { ShoppingService } from './shopping-service';

/** `language`: the desk's language preference, read at each call (the place suggestions are named in it). */
export function shoppingHandlers(shopping: ShoppingService, searches: SearchStore, places: PlaceDirectory, language: () => Language) {
  return {
    'places.search': (async ({ query, limit }) => ok(places.search(query, limit, language()))) satisfies Handler<'places.search'>,
    'places.airlines': (async ({ query, limit }) => ok(places.searchAirlines(query, limit))) satisfies Handler<'places.airlines'>,
    'shopping.search': (async (search, { signal }) => toWire(await shopping.search(search, signal))) satisfies Handler<'shopping.search'>,
    'shopping.recent': (async () => ok(searches.recent())) satisfies Handler<'shopping.recent'>,
    'shopping.load': (async ({ searchId }) => toWire(shopping.load(searchId))) satisfies Handler<'shopping.load'>,
  };
}

/** Results leave main in their wire form (contract/domains/shopping-wire.ts), whatever the transport. */
function toWire(result: SentResult<ShoppingResults>): SentResult<ShoppingResultsWire> {
  return result.ok ? ok(encodeShoppingResults(result.value)) : result;
}
