import { ok } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { WholesaleClient } from '../../wholesale/client';
import { testConnection } from './connection-tester';
import type { ProfileService } from './profile-service';

export function profileHandlers(profiles: ProfileService, client: WholesaleClient) {
  return {
    'profiles.list': (async () => ok(await profiles.list())) satisfies Handler<'profiles.list'>,
    'profiles.active': (async () => ok(await profiles.active())) satisfies Handler<'profiles.active'>,
    'profiles.save': ((draft) => profiles.save(draft)) satisfies Handler<'profiles.save'>,
    'profiles.delete': (({ id }) => profiles.remove(id)) satisfies Handler<'profiles.delete'>,
    'profiles.activate': (({ id }) => profiles.activate(id)) satisfies Handler<'profiles.activate'>,
    'profiles.removeUnusedKey': (({ account }) => profiles.removeUnusedKey(account)) satisfies Handler<'profiles.removeUnusedKey'>,
    'profiles.test': (async ({ id }, { signal }) => {
      const connection = await profiles.connectionFor(id);
      if (!connection.ok) return connection;
      return testConnection(client, connection.value, signal);
    }) satisfies Handler<'profiles.test'>,
  };
}
