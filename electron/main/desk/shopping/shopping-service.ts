import { randomUUID } from 'node:crypto';
import type { ShoppingResults, ShoppingSearch } from '../../../contract/domains/shopping';
import { fail, ok, type SentResult } from '../../../contract/result';
import type { SearchStore } from '../../archive/search-store';
import type { Logger } from '../../logging/logger';
import type { WholesaleClient } from '../../wholesale/client';
import { shoppingOperation, type ShoppingRequest } from '../../wholesale/operations/shopping';
import type { PlaceDirectory } from '../places/place-directory';
import type { ProfileService } from '../profiles/profile-service';
import { summariseSearch } from './search-summary';
import type { Language } from '../../../contract/domains/language';
import { wording } from '../../../contract/words';

export interface ShoppingServiceDependencies {
  client: WholesaleClient;
  profiles: ProfileService;
  places: PlaceDirectory;
  searches: SearchStore;
  logger: Logger;
  /** The desk's language preference: the results' place names and the archived search's summary are worded in it when the search is made. */
  language: () => Language;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Shopping: sends the agent's search as Shopping V8 with the active profile, receives the answer
 * already normalised (shoppingOperation reads and joins it in one pass), adds the airport and
 * airline names from the local dataset, and archives the search so it survives a restart.
 */
export class ShoppingService {
  constructor(private readonly deps: ShoppingServiceDependencies) {}

  async search(search: ShoppingSearch, signal: AbortSignal): Promise<SentResult<ShoppingResults>> {
    const connection = await this.deps.profiles.connectionFor();
    if (!connection.ok) return connection;
    const answer = await this.deps.client.call(shoppingOperation, toShoppingRequest(search), connection.value, signal);
    if (!answer.ok) return answer;
    const normalised = answer.value.data;
    const { places, airlines } = this.deps.places.namesFor(normalised.placeCodes, normalised.airlineCodes, this.deps.language());
    const results: ShoppingResults = {
      searchId: this.deps.newId?.() ?? randomUUID(),
      searchedAt: (this.deps.now?.() ?? new Date()).toISOString(),
      search,
      profileId: connection.value.profileId,
      segments: normalised.segments,
      flights: normalised.flights,
      offers: normalised.offers,
      places,
      airlines,
      droppedOffers: normalised.droppedOffers,
    };
    try {
      // The summary is kept as worded now, in the desk's language of this moment (read once, here).
      this.deps.searches.save(results, summariseSearch(search, this.deps.language()));
    } catch (error) {
      // The agent still gets the results; only the archive copy is missing.
      this.deps.logger.error('search.archive-failed', { searchId: results.searchId, error: String(error) });
    }
    this.deps.logger.info('search.done', { searchId: results.searchId, offers: results.offers.length, dropped: results.droppedOffers, attempts: answer.value.attempts });
    return ok(results);
  }

  load(searchId: string): SentResult<ShoppingResults> {
    const results = this.deps.searches.load(searchId);
    if (results) return ok(results);
    const known = this.deps.searches.exists(searchId);
    return fail({
      kind: 'unavailable',
      what: wording('shopping.storedResults'),
      message: known ? wording('shopping.olderSearchGone') : wording('shopping.noSuchSearch'),
      fix: wording('shopping.runAgain'),
    });
  }
}

/** The agent's search as the wholesale request (cabin applies to every journey). */
export function toShoppingRequest(search: ShoppingSearch): ShoppingRequest {
  return {
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    nonstop: search.nonstop,
    airlines: search.airlines,
    solutions: search.solutions,
    tag: search.tag,
    legs: search.legs.map((leg) => ({ origin: leg.origin, destination: leg.destination, departureDate: leg.departureDate, cabinClass: search.cabin, airlines: leg.airlines })),
  };
}
