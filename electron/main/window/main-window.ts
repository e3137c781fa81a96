import { BrowserWindow, screen } from 'electron';
import { join } from 'node:path';
import { APP_NAME } from '../app-identity';
import { APP_ENTRY_URL } from '../protocol/app-protocol';
import { loadWindowState, MIN_SIZE, restoreBounds, saveWindowState } from './window-state';

export interface MainWindowOptions {
  preloadPath: string;
  windowStateFile: string;
  /** electron-vite's dev server URL when running unpackaged; the packaged UI otherwise. */
  devUrl?: string;
}

/** The desk's single window, with the security baseline that is not optional. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const saved = loadWindowState(options.windowStateFile);
  const bounds = restoreBounds(saved, screen.getAllDisplays().map((display) => display.workArea));
  const window = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: APP_NAME,
    show: false,
    autoHideMenuBar: true,
    icon: join(__dirname, '../../resources/icon.png'),
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      // Electron's only plugin is Chromium's own PDF viewer; without it the Documents preview
      // (a blob: PDF in a frame, CSP frame-src blob:) would be offered as a download instead of
      // shown (electron#25350). No third-party plugin can load in Electron.
      plugins: true,
    },
  });
  if (saved?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  const remember = () => {
    if (window.isDestroyed()) return;
    saveWindowState(options.windowStateFile, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  };
  window.on('close', remember);

  void window.loadURL(options.devUrl ?? APP_ENTRY_URL);
  return window;
}
