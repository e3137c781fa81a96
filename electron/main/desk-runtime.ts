import type { DeskMode, ExternalOpenOutcome } from '../contract';
import { startSandbox, type RunningSandbox } from '../sandbox';
import { version } from '../../package.json';
import { APP_NAME } from './app-identity';
import { summarizeProfile, type Profile } from './credentials/profile';
import { dataPaths, type DataPaths } from './data-paths';
import { ConnectionMonitor } from './desk/connection-monitor';
import { createEventHub, type EventHub } from './desk/event-hub';
import { createHandlerTable } from './desk/handlers';
import { PreferencesService } from './desk/preferences';
import { createFileLogger, type Logger } from './logging/logger';
import { createDispatcher, type Dispatch } from './transports/dispatch/dispatcher';
import { RequestRegistry } from './transports/dispatch/request-registry';

export interface RuntimeOptions {
  mode: DeskMode;
  dataDir: string;
  openExternal: (url: string) => Promise<ExternalOpenOutcome>;
}

/** Everything a transport needs, built the same way for Electron, browser mode and tests. */
export interface DeskRuntime {
  dispatch: Dispatch;
  events: EventHub;
  logger: Logger;
  paths: DataPaths;
  sandbox: RunningSandbox;
  close(): Promise<void>;
}

export const SANDBOX_PROFILE_ID = 'sandbox';

/**
 * The composition root of main: logger, embedded sandbox, services, handler table, dispatcher.
 * It imports nothing from Electron, so browser mode and the integration tests run exactly this.
 */
export async function startDeskRuntime(options: RuntimeOptions): Promise<DeskRuntime> {
  const paths = dataPaths(options.dataDir);
  const logger = createFileLogger(paths.logs);
  const events = createEventHub((error) => logger.error('event.listener-failed', { error: String(error) }));
  const requests = new RequestRegistry();

  const sandbox = await startSandbox({ stateFile: paths.sandboxState });
  logger.info('sandbox.started', { baseUrl: sandbox.baseUrl });

  const sandboxProfile: Profile = {
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    environment: 'sandbox',
    apiBaseUrl: sandbox.baseUrl,
    refundBaseUrl: sandbox.baseUrl,
    partnerId: sandbox.partnerId,
    builtIn: true,
  };
  const connection = new ConnectionMonitor(events, sandboxProfile.id);

  const table = createHandlerTable({
    info: { name: APP_NAME, version, mode: options.mode, platform: process.platform },
    preferences: new PreferencesService(paths.preferences),
    connection,
    requests,
    openExternal: options.openExternal,
    profiles: { activeSummary: async () => summarizeProfile(sandboxProfile, true, true) },
  });

  logger.info('desk.started', { mode: options.mode, version });
  return {
    dispatch: createDispatcher(table, requests, logger),
    events,
    logger,
    paths,
    sandbox,
    async close() {
      requests.cancelAll();
      await sandbox.close();
      logger.info('desk.stopped');
    },
  };
}
