import type { HandlerTable } from '../transports/dispatch/handler-table';
import type { WholesaleClient } from '../wholesale/client';
import { appHandlers, type AppHandlerDependencies } from './app/app-handlers';
import { profileHandlers } from './profiles/profile-handlers';
import type { ProfileService } from './profiles/profile-service';

export interface DeskServices extends AppHandlerDependencies {
  profiles: ProfileService;
  client: WholesaleClient;
}

/** The one handler table both transports dispatch to. The type refuses a missing operation. */
export function createHandlerTable(services: DeskServices): HandlerTable {
  return {
    ...appHandlers(services),
    ...profileHandlers(services.profiles, services.client),
  };
}
