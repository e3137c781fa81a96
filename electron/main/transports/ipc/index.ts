import { ipcMain } from 'electron';
import { registerIpcTransport, type IpcTransportOptions } from './ipc-transport';

/** Registers the desk's IPC handlers on Electron's ipcMain (kept here: the only ipcMain importer). */
export function registerDeskIpc(options: Omit<IpcTransportOptions, 'ipcMain'>): () => void {
  return registerIpcTransport({ ...options, ipcMain });
}
