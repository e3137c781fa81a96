import type { DeskMode, ExternalOpenOutcome } from '../contract';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../sandbox';
import { version } from '../../package.json';
import { APP_NAME } from './app-identity';
import { KeytarSecretStore } from './credentials/keytar-secret-store';
import type { SecretStore } from './credentials/secret-store';
import { dataPaths, type DataPaths } from './data-paths';
import { ConnectionMonitor } from './desk/connection-monitor';
import { createEventHub, type EventHub } from './desk/event-hub';
import { createHandlerTable } from './desk/handlers';
import { PreferencesService } from './desk/preferences';
import { startConnectionProbe } from './desk/profiles/connection-probe';
import { ProfileService, SANDBOX_PROFILE_ID } from './desk/profiles/profile-service';
import { createFileLogger, type Logger } from './logging/logger';
import { openArchive } from './archive/open-archive';
import { PricedOfferStore } from './archive/priced-offer-store';
import { SearchStore } from './archive/search-store';
import { PlaceDirectory } from './desk/places/place-directory';
import { PricingService } from './desk/pricing/pricing-service';
import { SandboxOrderService } from './desk/sandbox-orders/sandbox-order-service';
import { ShoppingService } from './desk/shopping/shopping-service';
import { createDispatcher, type Dispatch } from './transports/dispatch/dispatcher';
import { RequestRegistry } from './transports/dispatch/request-registry';
import { WholesaleClient } from './wholesale/client';

export interface RuntimeOptions {
  mode: DeskMode;
  dataDir: string;
  openExternal: (url: string) => Promise<ExternalOpenOutcome>;
  /** The OS keychain by default; tests may pass their own. */
  secrets?: SecretStore;
  /** The embedded sandbox's options (tests pin a seed or add faults). */
  sandbox?: SandboxOptions;
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

/**
 * The composition root of main: logger, embedded sandbox, services, handler table, dispatcher.
 * It imports nothing from Electron, so browser mode and the integration tests run exactly this.
 */
export async function startDeskRuntime(options: RuntimeOptions): Promise<DeskRuntime> {
  const paths = dataPaths(options.dataDir);
  const logger = createFileLogger(paths.logs);
  const events = createEventHub((error) => logger.error('event.listener-failed', { error: String(error) }));
  const requests = new RequestRegistry();
  const preferences = new PreferencesService(paths.preferences);

  const sandbox = await startSandbox({ stateFile: paths.sandboxState, ...options.sandbox });
  logger.info('sandbox.started', { baseUrl: sandbox.baseUrl });

  const connection = new ConnectionMonitor(events, SANDBOX_PROFILE_ID);
  const profiles = new ProfileService({
    file: paths.profiles,
    secrets: options.secrets ?? new KeytarSecretStore(),
    sandbox: { baseUrl: sandbox.baseUrl, partnerId: sandbox.partnerId, partnerKey: sandbox.partnerKey },
    events,
    connection,
    logger,
  });
  const client = new WholesaleClient({
    logger,
    diagnostics: () => preferences.get().diagnosticsLogging,
    timeoutFor: (operation) => (operation === 'shopping' ? preferences.get().shoppingTimeoutSeconds * 1000 : undefined),
    reportConnection: (profileId, observation) => connection.observe(profileId, observation),
  });

  const archive = openArchive(paths.archive);
  const searches = new SearchStore(archive);
  const pricedOffers = new PricedOfferStore(archive);
  const places = new PlaceDirectory();

  const table = createHandlerTable({
    info: { name: APP_NAME, version, mode: options.mode, platform: process.platform },
    preferences,
    connection,
    requests,
    openExternal: options.openExternal,
    profiles,
    client,
    places,
    searches,
    pricedOffers,
    shopping: new ShoppingService({ client, profiles, places, searches, logger }),
    pricing: new PricingService({ client, profiles, searches, pricedOffers, logger }),
    sandboxOrders: new SandboxOrderService({ profiles, searches, pricedOffers, logger, resetEmbedded: () => sandbox.reset() }),
  });

  const stopProbe = startConnectionProbe(profiles, client, events, logger);

  logger.info('desk.started', { mode: options.mode, version });
  return {
    dispatch: createDispatcher(table, requests, logger),
    events,
    logger,
    paths,
    sandbox,
    async close() {
      stopProbe();
      requests.cancelAll();
      await searches.flushed();
      archive.close();
      await sandbox.close();
      logger.info('desk.stopped');
    },
  };
}
