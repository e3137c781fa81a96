import type { HandlerTable } from '../transports/dispatch/handler-table';
import { appHandlers, type AppHandlerDependencies } from './app/app-handlers';
import { profileHandlers, type ProfileDirectory } from './profiles/profile-handlers';

export interface DeskServices extends AppHandlerDependencies {
  profiles: ProfileDirectory;
}

/** The one handler table both transports dispatch to. The type refuses a missing operation. */
export function createHandlerTable(services: DeskServices): HandlerTable {
  return {
    ...appHandlers(services),
    ...profileHandlers(services.profiles),
  };
}
