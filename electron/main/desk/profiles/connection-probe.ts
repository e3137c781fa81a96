import type { Logger } from '../../logging/logger';
import type { WholesaleClient } from '../../wholesale/client';
import type { EventHub } from '../event-hub';
import { testConnection } from './connection-tester';
import type { ProfileService } from './profile-service';

/**
 * Checks the active profile's service once at start and after every switch, so the header's
 * connection status says something true before the agent's first search. The result reaches
 * the renderer through the connection monitor (the client reports every exchange).
 */
export function startConnectionProbe(profiles: ProfileService, client: WholesaleClient, events: EventHub, logger: Logger): () => void {
  let running: AbortController | null = null;
  const probe = async () => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    const connection = await profiles.connectionFor();
    if (!connection.ok || controller.signal.aborted) return;
    const result = await testConnection(client, connection.value, controller.signal);
    if (result.ok) logger.info('connection.probed', { profileId: result.value.profileId, outcome: result.value.outcome });
  };
  void probe();
  const unsubscribe = events.subscribe((name) => {
    if (name === 'profiles.activeChanged') void probe();
  });
  return () => {
    unsubscribe();
    running?.abort();
  };
}
