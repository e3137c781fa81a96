import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { eventChannel, operationChannel } from '../../../contract/ipc-channels';
import { OPERATION_NAMES } from '../../../contract/operation-names';
import type { SentResult } from '../../../contract/result';
import type { EventHub } from '../../desk/event-hub';
import type { Logger } from '../../logging/logger';
import type { Dispatch } from '../dispatch/dispatcher';
import { isTrustedSenderFrame } from './trusted-sender';
import { wording } from '../../../contract/words';

export interface IpcTransportOptions {
  ipcMain: IpcMain;
  dispatch: Dispatch;
  events: EventHub;
  logger: Logger;
  /** The windows allowed to talk to main (today: the one main window). */
  windows: () => BrowserWindow[];
  devOrigin?: string;
}

/** The refusal, as wordings: the renderer's bridge words them. */
function refused(): SentResult<never> {
  return {
    ok: false,
    error: { kind: 'unavailable', what: wording('deskHost.bridge'), message: wording('deskHost.pageMayNotCall'), fix: wording('deskHost.useTheDeskWindow') },
  };
}

/**
 * Registers one IPC handler per contract operation, each behind the sender check, and relays
 * desk events to our windows. The only place in main that touches ipcMain.
 */
export function registerIpcTransport(options: IpcTransportOptions): () => void {
  const { ipcMain, dispatch, events, logger } = options;
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(operationChannel(name), async (event: IpcMainInvokeEvent, input: unknown, requestId: unknown) => {
      if (!isOurWindow(event, options.windows()) || !isTrustedSenderFrame(senderOf(event), options.devOrigin)) {
        logger.warn('ipc.refused', { operation: name, url: event.senderFrame?.url ?? null });
        return refused();
      }
      return dispatch(name, input, requestId);
    });
  }
  const unsubscribe = events.subscribe((name, payload) => {
    for (const window of options.windows()) {
      if (!window.isDestroyed()) window.webContents.send(eventChannel(name), payload);
    }
  });
  return () => {
    unsubscribe();
    for (const name of OPERATION_NAMES) ipcMain.removeHandler(operationChannel(name));
  };
}

function isOurWindow(event: IpcMainInvokeEvent, windows: BrowserWindow[]): boolean {
  return windows.some((window) => !window.isDestroyed() && window.webContents.id === event.sender.id);
}

function senderOf(event: IpcMainInvokeEvent) {
  const frame = event.senderFrame;
  if (!frame) return null;
  return { url: frame.url, isTopFrame: frame.parent === null };
}
