/**
 * The Electron shell: one window, the security baseline, the IPC transport. Everything else is
 * the desk runtime shared with browser mode.
 */
import { app, dialog, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { APP_ID, APP_NAME } from './app-identity';
import { isStartRefusal } from './archive/recovery/start-refusal';
import { resolveDataDir } from './data-paths';
import { startDeskRuntime, type DeskRuntime } from './desk-runtime';
import { registerAppScheme, serveAppProtocol } from './protocol/app-protocol';
import { stopWithLauncher } from '../shared/launcher-watch';
import { restrictNewFiles } from '../shared/private-files';
import { developmentUrl } from './security/development-origin';
import { hardenApp } from './security/harden';
import { safeOpenExternal } from './security/safe-open-external';
import { registerDeskIpc } from './transports/ipc';
import { createMainWindow } from './window/main-window';
import { electronDocumentShell } from './window/document-shell';
import type { Language } from '../contract';
import { textIn, word } from '../contract/words';

// The dev server only unpackaged AND with DESK_DEVELOPMENT=1 (security/development-origin.ts).
const devUrl = developmentUrl(process.env, app.isPackaged);
const devOrigin = devUrl ? new URL(devUrl).origin : undefined;

// Before Electron or the desk writes anything into the data directory: private files only.
restrictNewFiles();
app.setName(APP_NAME);
app.setAppUserModelId(APP_ID);
app.setPath('userData', resolveDataDir());
registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  // Another desk is running: it gets focus (below), this one leaves.
  app.quit();
} else {
  let runtime: DeskRuntime | undefined;
  let mainWindow: BrowserWindow | null = null;
  // The desk's language for the shell's own words: the preference once the runtime has read it
  // (it tells us how, languageKnown), English before that (nothing says otherwise yet).
  let deskLanguage: () => Language = () => 'en';

  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  /** Backups: the agent chooses the file in the system's save dialog; no path ever comes from the page. */
  const chooseBackupPath = async (suggestedName: string): Promise<string | null> => {
    const language = deskLanguage();
    const options = { title: word(language, 'deskItself.backupDialogTitle'), defaultPath: join(app.getPath('documents'), suggestedName), filters: [{ name: word(language, 'deskItself.sqliteFiles'), extensions: ['sqlite'] }] };
    const chosen = mainWindow && !mainWindow.isDestroyed() ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
    return chosen.canceled || !chosen.filePath ? null : chosen.filePath;
  };

  app.whenReady().then(async () => {
    // The runtime's logger, once it exists (the shell is made before the runtime it is given to).
    const documentShell = electronDocumentShell(() => mainWindow, () => runtime?.logger, () => deskLanguage());
    runtime = await startDeskRuntime({ mode: 'electron', dataDir: app.getPath('userData'), openExternal: safeOpenExternal, osLocale: app.getLocale(), chooseBackupPath, documentShell, languageKnown: (language) => (deskLanguage = language) });
    hardenApp(runtime.logger, devOrigin);
    serveAppProtocol(join(__dirname, '../renderer'));
    registerDeskIpc({
      dispatch: runtime.dispatch,
      events: runtime.events,
      logger: runtime.logger,
      windows: () => (mainWindow ? [mainWindow] : []),
      devOrigin,
    });
    mainWindow = createMainWindow({
      preloadPath: join(__dirname, '../preload/index.js'),
      windowStateFile: runtime.paths.windowState,
      devUrl,
    });
    mainWindow.on('closed', () => (mainWindow = null));
  }).catch((error: unknown) => {
    console.error('Ticketing Desk failed to start:', error);
    // The agent sees why before the desk goes: a refusal (a storage file locked by another
    // program, a full disk) names the file and what to do; anything else is shown as it is. In the
    // preference if the runtime got as far as reading it, else English.
    const language = deskLanguage();
    if (isStartRefusal(error)) dialog.showErrorBox(word(language, 'deskItself.didNotStart'), `${textIn(language, error.problem)}\n\n${textIn(language, error.fix)}`);
    else dialog.showErrorBox(word(language, 'deskItself.failedToStart'), error instanceof Error ? error.message : String(error));
    app.exit(isStartRefusal(error) ? 2 : 1);
  });

  app.on('window-all-closed', () => app.quit());
  // Started by scripts/start.mjs: quit with it, even when it was killed outright.
  stopWithLauncher(() => app.quit());
  app.on('will-quit', (event) => {
    if (!runtime) return;
    event.preventDefault();
    const closing = runtime;
    runtime = undefined;
    void closing.close().finally(() => app.quit());
  });
}
