import { ok, type AppInfo, type ExternalOpenOutcome, type KeptStateFile } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { RequestRegistry } from '../../transports/dispatch/request-registry';
import type { ConnectionMonitor } from '../connection-monitor';
import type { ServiceClockTracker } from '../service-clock/service-clock-tracker';
import type { PreferencesService } from '../preferences';

export interface AppHandlerDependencies {
  info: AppInfo;
  preferences: PreferencesService;
  connection: ConnectionMonitor;
  serviceClock: ServiceClockTracker;
  requests: RequestRegistry;
  /** Electron hands the URL to the OS; browser mode lets the page open it in a new tab. */
  openExternal: (url: string) => Promise<ExternalOpenOutcome>;
  /** Damaged state files kept aside (profiles, preferences), for Settings to say so. */
  keptStateFiles: () => KeptStateFile[];
}

/** Handlers of the desk's own operations: app info, preferences, connection, cancellation, links. */
export function appHandlers(deps: AppHandlerDependencies) {
  return {
    'app.info': (async () => ok(deps.info)) satisfies Handler<'app.info'>,
    'app.keptStateFiles': (async () => ok(deps.keptStateFiles())) satisfies Handler<'app.keptStateFiles'>,
    'preferences.get': (async () => ok(deps.preferences.get())) satisfies Handler<'preferences.get'>,
    'preferences.update': (async (patch) => ok(deps.preferences.update(patch))) satisfies Handler<'preferences.update'>,
    'connection.status': (async () => ok(deps.connection.current())) satisfies Handler<'connection.status'>,
    'serviceClock.get': (async () => ok(deps.serviceClock.current())) satisfies Handler<'serviceClock.get'>,
    'requests.cancel': (async ({ requestId }) => ok({ cancelled: deps.requests.cancel(requestId) })) satisfies Handler<'requests.cancel'>,
    'external.open': (async ({ url }) => ok(await deps.openExternal(url))) satisfies Handler<'external.open'>,
  };
}
