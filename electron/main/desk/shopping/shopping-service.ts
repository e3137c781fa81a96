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
import { say } from '../../i18n/main-language';

export interface ShoppingServiceDependencies {
  client: WholesaleClient;
  profiles: ProfileService;
  places: PlaceDirectory;
  searches: SearchStore;
  logger: Logger;
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
    const { places, airlines } = this.deps.places.namesFor(normalised.placeCodes, normalised.airlineCodes);
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
      this.deps.searches.save(results, summariseSearch(search));
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
      what: say('stored results', '已存储的查询结果'),
      message: known ? say('The results of this older search are no longer stored (the desk keeps the latest 20).', '这次较早查询的结果已不再保存（工作台只保留最近 20 次）。') : say('No search with this id is stored.', '没有保存此 ID 的查询。'),
      fix: say('Run the search again: it is one keystroke away in the recent searches (Alt+R).', '请重新查询：在最近查询（Alt+R）中一键即可。'),
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
