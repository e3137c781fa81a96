import { app, session, type WebContents } from 'electron';
import type { Logger } from '../logging/logger';
import { isAppUrl } from '../protocol/app-protocol';
import { isSameOrigin } from './development-origin';

/**
 * Applies the Electron security checklist to every web contents the app ever creates:
 * no navigation away from our UI, no new windows, no webviews, no permissions.
 */
export function hardenApp(logger: Logger, devOrigin?: string): void {
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, logger, devOrigin));
  const deny = session.defaultSession;
  deny.setPermissionRequestHandler((_contents, permission, callback) => {
    logger.warn('permission.denied', { permission });
    callback(false);
  });
  deny.setPermissionCheckHandler(() => false);
  deny.setDevicePermissionHandler(() => false);
}

function hardenContents(contents: WebContents, logger: Logger, devOrigin?: string): void {
  const stayInApp = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url) || isSameOrigin(url, devOrigin)) return;
    event.preventDefault();
    logger.warn('navigation.denied', { url: url.slice(0, 200) });
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    logger.warn('window-open.denied', { url: url.slice(0, 200) });
    return { action: 'deny' };
  });
}
