import { textIn } from '../contract/words';
import { LetterheadFile } from './desk/customer-documents/letterhead-file';
import { LetterheadService } from './desk/customer-documents/letterhead-service';
import { DocumentService, type DocumentShell } from './desk/customer-documents/document-service';
import { SellingPriceService } from './desk/customer-documents/selling-price-service';
import { languageForLocale, type DeskMode, type ExternalOpenOutcome, type Language } from '../contract';
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
import { ReportService } from './desk/reports/report-service';
import { ReportSettingsFile } from './desk/reports/report-settings-file';
import { ReportReader } from './archive/orders/reports/report-reader';
import { startConnectionProbe } from './desk/profiles/connection-probe';
import { EmbeddedSandbox } from './desk/profiles/embedded-sandbox';
import { ProfileService, SANDBOX_PROFILE_ID } from './desk/profiles/profile-service';
import { createFileLogger, type Logger } from './logging/logger';
import { openWithRecovery, type OpenedStorageFile } from './archive/open-with-recovery';
import { OrderFile } from './archive/orders/order-file';
import { ARCHIVE_FILE_KIND } from './archive/recovery/archive-file-kind';
import { recoverableFile } from './archive/recovery/recoverable-file';
import { isStartRefusal } from './archive/recovery/start-refusal';
import { BackgroundFileCheck, type BackgroundCheckVerdict, type CheckedFile } from './archive/recovery/background-check';
import { checkpointForClose, markClosedCleanly } from './archive/recovery/clean-shutdown';
import { healthOf } from './archive/recovery/file-health';
import { OrderFileService } from './desk/order-file/order-file-service';
import { linkAgency } from './archive/agency/agency-link';
import { readableHalf } from './archive/orders/order-file-door';
import { beijingTime } from './agency/beijing-time';
import { AgencyLock } from './desk/agency/agency-lock';
import { auditWithoutAgencyLock } from './desk/agency/without-lock-audit';
import { AgencyService } from './desk/agency/agency-service';
import { AgencySettingsFile } from './desk/agency/agency-settings-file';
import { profileAccounts, type ProfileAccounts } from './desk/order-file/profile-accounts';
import type { PollerOptions, ReimbursementPoller } from './desk/reimbursements/reimbursement-poller';
import type { ReimbursementService } from './desk/reimbursements/reimbursement-service';
import { AncillaryService } from './desk/ancillaries/ancillary-service';
import { startReimbursementPolling } from './desk/reimbursements/start-polling';

import { PricedOfferStore } from './archive/priced-offer-store';
import { SearchStore } from './archive/search-store';
import { PlaceDirectory } from './desk/places/place-directory';
import { PricingService } from './desk/pricing/pricing-service';
import { TicketingService } from './desk/ticketing/ticketing-service';
import { BookingService } from './desk/booking/booking-service';
import { ShoppingService } from './desk/shopping/shopping-service';
import { SandboxControlClient } from './desk/training/sandbox-control-client';
import { ServiceClockTracker } from './desk/service-clock/service-clock-tracker';
import { serviceClock as activeServiceClock, setServiceClockAhead } from '../contract/format/service-clock';
import { TrainingService } from './desk/training/training-service';
import { wholesaleAttachmentUploader } from './desk/refunds/attachment-uploader';
import { DocumentStaging } from './desk/refunds/documents/document-staging';
import { orderFileRefunds } from './desk/refunds/order-file-refunds';
import { RefundService } from './desk/refunds/refund-service';
import { createDispatcher, type Dispatch } from './transports/dispatch/dispatcher';
import { RequestRegistry } from './transports/dispatch/request-registry';
import { WholesaleClient, type WholesaleClientOptions } from './wholesale/client';
import { SecretRegistry } from './wholesale/secret-registry';
import { closePrivateTree, restrictNewFiles } from '../shared/private-files';

export interface RuntimeOptions {
  mode: DeskMode;
  dataDir: string;
  openExternal: (url: string) => Promise<ExternalOpenOutcome>;
  /** The OS keychain by default; tests may pass their own. */
  secrets?: SecretStore;
  /** The embedded sandbox's options (tests pin a seed or add faults), for when it starts. */
  sandbox?: SandboxOptions;
  /** Settings of the service's client that tests shorten (the fault matrix): time-outs, retries, the answer cap. */
  client?: Pick<WholesaleClientOptions, 'timeoutFor' | 'retryPolicy' | 'maxAnswerBytes' | 'sleep'>;
  /** The shell's save dialog for backups (Electron); browser mode has none. */
  chooseBackupPath?: (suggestedName: string) => Promise<string | null>;
  /** The shell's save dialog and printing for customer documents (Electron); browser mode has none: the page saves or opens the PDF. */
  documentShell?: DocumentShell;
  /** The OS locale (Electron's app.getLocale(), the LANG of browser mode): the language of a first start. */
  osLocale?: string;
  /**
   * Told, as soon as the preferences are read, how to read the desk's language (the preference,
   * read at each call, so a switch applies at once): the shell words its own save dialogs and its
   * report of a start that failed after this point in it (docs/i18n.md).
   */
  languageKnown?: (language: () => Language) => void;
  /** The background reimbursement checks: tests shorten the schedule, or turn it off (`false`). */
  reimbursementPolling?: Partial<PollerOptions> | false;
  /**
   * Opening the storage files: how long to wait for another program's lock, and how long after the
   * start the background check of a file closed cleanly begins (tests shorten both).
   */
  storage?: { lockWaitMs?: number; backgroundCheckDelayMs?: number };
}

/** Everything a transport needs, built the same way for Electron, browser mode and tests. */
export interface DeskRuntime {
  dispatch: Dispatch;
  events: EventHub;
  logger: Logger;
  paths: DataPaths;
  /** The embedded sandbox: started when the built-in profile is active or activated, a call is signed for it, or a reset asks for it. */
  embeddedSandbox: EmbeddedSandbox;
  /** The embedded sandbox, for tests that drive it: throws while it has not started (a desk whose active profile is not the built-in one). */
  readonly sandbox: RunningSandbox;
  /** The service's client and the profiles it signs for: for tests that drive operations the UI has no screen for yet. */
  client: WholesaleClient;
  profiles: ProfileService;
  /** The services later screens' handlers and the integration tests use directly. */
  services: { orders: OrderFileService; reimbursements: ReimbursementService; reimbursementPoller: ReimbursementPoller; ticketing: TicketingService };
  /** The background checks of the storage files opened after a clean shutdown, once done (empty when none was due). */
  storageChecked: Promise<BackgroundCheckVerdict[]>;
  close(): Promise<void>;
}

/**
 * The composition root of main: logger, embedded sandbox (started only when needed), services,
 * handler table, dispatcher.
 * It imports nothing from Electron, so browser mode and the integration tests run exactly this.
 */
export async function startDeskRuntime(options: RuntimeOptions): Promise<DeskRuntime> {
  const paths = dataPaths(options.dataDir);
  // Before anything is written: new files private, old ones closed (the entries set it too).
  restrictNewFiles();
  const reopened = closePrivateTree(paths.root);
  const secretRegistry = new SecretRegistry();
  const logger = createFileLogger(paths.logs, { redact: (line) => secretRegistry.redact(line) });
  if (reopened.length > 0) logger.warn('data.permissions-fixed', { count: reopened.length, paths: reopened.slice(0, 20).map((path) => path.slice(paths.root.length) || '/') });
  const events = createEventHub((error) => logger.error('event.listener-failed', { error: String(error) }));
  const requests = new RequestRegistry();
  const preferences = new PreferencesService(paths.preferences, languageForLocale(options.osLocale), logger);
  // Main names the language wherever it words (word(language, …), the formatters' language argument): no global source.
  options.languageKnown?.(() => preferences.language());

  // The storage files before anything starts running: one that cannot be opened safely (another
  // program's lock, a full disk) stops the start here, with the file untouched and nothing to stop.
  const places = new PlaceDirectory();
  // Orders are keyed on their account (environment + partner id): the order file asks main's profiles.
  const accounts = profileAccounts(paths.profiles);
  const { archiveFile, orderFile } = openStorageFiles(paths, logger, places, accounts, options.storage);
  const archive = archiveFile.db;

  const embeddedSandbox = new EmbeddedSandbox(() => startSandbox({ stateFile: paths.sandboxState, ...options.sandbox }), logger);

  const connection = new ConnectionMonitor(events, SANDBOX_PROFILE_ID);
  const secrets = options.secrets ?? new KeytarSecretStore();
  const profiles = new ProfileService({
    file: paths.profiles,
    secrets,
    sandbox: embeddedSandbox,
    events,
    connection,
    logger,
  });
  accounts.follow(profiles);
  // The built-in profile active: its sandbox is needed at once (the clock, the connection probe,
  // the first search), so it starts with the desk. Any other profile: not until something asks.
  // A failed start does not stop the desk: it is logged, and the calls that need it say so.
  if (profiles.activeProfileId === SANDBOX_PROFILE_ID) await embeddedSandbox.start('active-at-start').catch(() => undefined);
  const client = new WholesaleClient({
    logger,
    diagnostics: () => preferences.get().diagnosticsLogging,
    ...options.client,
    timeoutFor: (operation) => options.client?.timeoutFor?.(operation) ?? (operation === 'shopping' ? preferences.get().shoppingTimeoutSeconds * 1000 : undefined),
    reportConnection: (profileId, observation) => connection.observe(profileId, observation),
    secretRegistry,
  });

  const searches = new SearchStore(archive, { writeFailed: (searchId, error) => logger.error('search.archive-failed', { searchId, error: String(error) }) });
  const pricedOffers = new PricedOfferStore(archive);
  const orders = new OrderFileService({
    orderFile,
    client,
    profiles,
    events,
    logger,
    dataDir: paths.root,
    chooseBackupPath: options.chooseBackupPath,
    otherFiles: [recoverableFile(ARCHIVE_FILE_KIND, archive, archiveFile.status, logger)],
  });
  const refunds = new RefundService({
    store: orderFile.drafts,
    staging: new DocumentStaging(paths.refundDocuments),
    orders: orderFileRefunds({ orders, orderFile: readableHalf(orderFile), profiles }),
    uploader: wholesaleAttachmentUploader(client, profiles),
    profiles: { activeId: () => profiles.activeProfileId, describe: (id) => profiles.refundFacts(id) },
    events,
    logger,
    // The agency's lock is made below, with team sync; a refund is only submitted once the desk has started.
    agency: { lock: { acquire: (...args) => agencyLock.acquire(...args) }, partnerIdOf: (orderId) => orderFile.reader.accountOf(orderId)?.partnerId ?? null },
  });
  refunds.start();

  const polling = startReimbursementPolling({ orderFile, orders, profiles, events, logger, preferences, options: options.reimbursementPolling });
  const ancillaries = new AncillaryService({ orderFile: readableHalf(orderFile), orders, profiles });


  const serviceClock = new ServiceClockTracker(
    {
      events,
      activeProfile: () => profiles.active(),
      sandboxAheadMinutes: async (baseUrl, signal) => {
        const clock = await new SandboxControlClient(baseUrl).clock(signal);
        return clock.ok ? clock.value.offsetMinutes : null;
      },
      logger,
    },
    profiles.activeProfileId,
  );

  // Team sync: off (and nothing of it running) until an agent and an agency server are saved.
  const agencySettings = new AgencySettingsFile(paths.agency);
  const agencyLink = linkAgency(orderFile, agencySettings.get().deskId, () => agency.recording(), (environment, partnerId) => profiles.profileOfAccount(environment, partnerId));
  const agency: AgencyService = new AgencyService({
    settings: agencySettings,
    secrets,
    logger,
    link: agencyLink,
    accountOf: (orderId) => {
      const account = orderFile.reader.accountOf(orderId);
      const orderNum = account ? orderFile.reader.detail(orderId)?.orderNum : undefined;
      return account && orderNum ? { environment: account.environment, partnerId: account.partnerId, orderNum } : null;
    },
    onStatus: (status) => events.emit('agency.statusChanged', status),
    serviceTime: () => beijingTime(activeServiceClock.now()),
  });
  await agency.start();
  // Every audit entry names the desk and its agent (and travels with team sync on).
  orderFile.audit.signedBy(() => ({ deskId: agencySettings.get().deskId, agent: agencySettings.get().agent ?? null }));
  const agencyLock = new AgencyLock({
    engine: () => agency.engine(),
    recording: () => agency.recording(),
    journal: agencyLink.journal,
    auditWithoutLock: (orderId, operation, attemptId) => auditWithoutAgencyLock(orderFile, orderId, operation, attemptId),
    logger,
  });
  const ticketing = new TicketingService({ orders, orderFile, profiles, logger, clock: activeServiceClock, agencyLock });
  const sellingPrices = new SellingPriceService({
    orderFile,
    activeProfile: () => {
      const active = profiles.describe();
      return { id: profiles.activeProfileId, name: active?.name ?? profiles.activeProfileId };
    },
  });
  const letterhead = new LetterheadService(new LetterheadFile(paths.letterhead), logger);
  const documents = new DocumentService({
    orderFile,
    letterhead,
    names: { place: (code) => places.placeName(code), chinese: (code) => places.chineseName(code), airline: (code) => places.airlineName(code) },
    offerOf: (orderNum) => pricedOffers.offerOfOrder(orderNum)?.priced ?? null,
    language: () => preferences.language(),
    shell: options.documentShell,
    logger,
  });

  const reports = new ReportService({
    reader: ReportReader.of(orderFile),
    settings: new ReportSettingsFile(paths.reports, logger),
    preferences: () => preferences.get(),
    clock: activeServiceClock,
    reconcile: {
      snapshot: (orderId) => orderFile.reader.detail(orderId),
      refresh: (orderId, callOptions) => orders.refresh(orderId, callOptions),
      progress: (progress) => events.emit('reports.reconcileProgress', progress),
    },
    logger,
  });

  const table = createHandlerTable({
    info: { name: APP_NAME, version, mode: options.mode, platform: process.platform },
    preferences,
    connection,
    serviceClock,
    requests,
    openExternal: options.openExternal,
    profiles,
    client,
    places,
    searches,
    pricedOffers,
    shopping: new ShoppingService({ client, profiles, places, searches, logger, language: () => preferences.language() }),
    pricing: new PricingService({ client, profiles, searches, pricedOffers, logger, language: () => preferences.language() }),
    booking: new BookingService({ profiles, searches, pricedOffers, logger, orders, orderFile }),
    training: new TrainingService({
      profiles,
      logger,
      clockSeen: (profileId, minutes) => serviceClock.seen(profileId, minutes),
      resetEmbedded: async () => {
        await (await embeddedSandbox.simulator('reset')).reset();
        await serviceClock.refresh();
      },
    }),
    orders,
    reimbursements: polling.service,
    reimbursementPoller: polling.poller,
    ancillaries,
    refunds,
    ticketing,
    agency,
    reports,
    sellingPrices,
    letterhead,
    documents,
  });

  const stopClockWatch = events.subscribe((name) => {
    if (name === 'profiles.activeChanged') void serviceClock.refresh();
  });
  void serviceClock.refresh();
  const stopProbe = startConnectionProbe(profiles, client, events, logger);

  const storageCheck = scheduleBackgroundCheck(
    [
      { name: 'orders', path: paths.orders },
      { name: 'archive', path: paths.archive },
    ],
    options.storage?.backgroundCheckDelayMs ?? BACKGROUND_CHECK_DELAY_MS,
    logger,
    events,
  );

  // How long the process took to get here (module loading included): the start's own figure, in desk.log.
  logger.info('desk.started', { mode: options.mode, version, msSinceProcessStart: Math.round(performance.now()) });
  return {
    dispatch: createDispatcher(table, requests, logger, { dataDir: paths.root }),
    events,
    logger,
    paths,
    embeddedSandbox,
    get sandbox(): RunningSandbox {
      const running = embeddedSandbox.running;
      if (!running) throw new Error('The embedded sandbox is not running: the active profile is not the built-in Sandbox profile and nothing has asked for it (embeddedSandbox.simulator() starts it).');
      return running;
    },
    client,
    profiles,
    services: { orders, reimbursements: polling.service, reimbursementPoller: polling.poller, ticketing },
    storageChecked: storageCheck.done,
    async close() {
      await agency.stop();
      agencyLink.stop();
      await storageCheck.stop();
      stopProbe();
      stopClockWatch();
      setServiceClockAhead(0);
      polling.stop();
      requests.cancelAll();
      await refunds.close();
      await searches.flushed();
      checkpointForClose(archiveFile);
      checkpointForClose(orderFile);
      archive.close();
      orderFile.close();
      // Only a file found sound in this run (at its start or in the background) is marked: any
      // other is checked whole at the next start, before anything writes to it.
      for (const file of [paths.orders, paths.archive]) if (healthOf(file)?.sound) markClosedCleanly(file);
      await embeddedSandbox.close();
      logger.info('desk.stopped');
    },
  };
}

/** After the start, not during it: the page's first load and the first calls come first. */
const BACKGROUND_CHECK_DELAY_MS = 3000;

/**
 * The whole-file check of the storage files that were closed cleanly and so were not checked at
 * start (archive/open-with-recovery.ts), in a worker thread once the desk is up. Damage found is
 * told to the renderer (`storage.damageFound`; `orders.status` says which file and what to do).
 */
function scheduleBackgroundCheck(files: readonly CheckedFile[], delayMs: number, logger: Logger, events: EventHub): { done: Promise<BackgroundCheckVerdict[]>; stop: () => Promise<void> } {
  const due = files.filter((file) => healthOf(file.path)?.check === 'background');
  const check = new BackgroundFileCheck(logger, (file) => events.emit('storage.damageFound', { name: file.name }));
  if (due.length === 0) return { done: Promise.resolve([]), stop: () => check.close() };
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<BackgroundCheckVerdict[]>((resolve) => {
    timer = setTimeout(() => resolve(check.run(due)), delayMs);
    timer.unref();
  }).catch((error: unknown) => {
    logger.error('storage.background-check-failed', { error: String(error) });
    return [] as BackgroundCheckVerdict[];
  });
  return {
    done,
    stop: async () => {
      clearTimeout(timer);
      await check.close();
    },
  };
}

/**
 * The search archive and the order file, opened with recovery (archive/open-with-recovery.ts).
 * A refusal (StorageStartRefusal) is logged and passed on to the shell, which shows it and exits;
 * a file already opened is closed first.
 */
function openStorageFiles(paths: DataPaths, logger: Logger, places: PlaceDirectory, accounts: ProfileAccounts, storage: RuntimeOptions['storage']): { archiveFile: OpenedStorageFile; orderFile: OrderFile } {
  let archiveFile: OpenedStorageFile | null = null;
  try {
    archiveFile = openWithRecovery(ARCHIVE_FILE_KIND, paths.archive, logger, { busyTimeoutMs: storage?.lockWaitMs });
    const orderFile = OrderFile.open({ file: paths.orders, logger, placeNames: (code) => places.placeName(code)?.city ?? null, lockWaitMs: storage?.lockWaitMs, accountOf: accounts.accountOf });
    return { archiveFile, orderFile };
  } catch (error) {
    archiveFile?.db.close();
    if (isStartRefusal(error)) logger.error('desk.start-refused', { kind: error.kind, file: error.file, problem: textIn('en', error.problem), cause: String(error.cause) });
    throw error;
  }
}
