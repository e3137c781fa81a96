import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import type { Language } from '../../contract/domains/language';
import { word } from '../../contract/words';
import type { DocumentShell } from '../desk/customer-documents/document-service';
import type { Logger } from '../logging/logger';
import { writeFileDurably } from '../../shared/durable-file';

/**
 * Customer documents in the Electron shell (docs/customer-documents.md): saving through the
 * system's save dialog (no path ever comes from the page), and printing the PDF itself, not the
 * page, from a hidden window that shows only the PDF (Chromium's viewer prints it since Electron
 * 32's fix of blank PDF prints, electron#43309). The window is hardened like every web contents
 * (security/harden.ts: no navigation, no new windows, no permissions) and closed after the dialog.
 * `language`: the desk's, read when the dialog opens (its title and file type are worded in it).
 */
export function electronDocumentShell(mainWindow: () => BrowserWindow | null, logger: () => Logger | undefined, language: () => Language): DocumentShell {
  return {
    async savePdf(suggestedName, bytes) {
      const desk = language();
      const options = {
        title: word(desk, 'documentDesk.saveDialogTitle'),
        defaultPath: join(app.getPath('documents'), suggestedName),
        filters: [{ name: word(desk, 'documentDesk.pdfFiles'), extensions: ['pdf'] }],
      };
      const parent = mainWindow();
      const chosen = parent && !parent.isDestroyed() ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
      if (chosen.canceled || !chosen.filePath) return false;
      writeFileDurably(chosen.filePath, bytes);
      return true;
    },

    async printPdf(bytes) {
      const folder = mkdtempSync(join(tmpdir(), 'desk-print-'));
      const file = join(folder, 'document.pdf');
      writeFileSync(file, bytes, { mode: 0o600 });
      const window = new BrowserWindow({
        show: false,
        // plugins: the PDF viewer (Electron's only plugin) lays the pages out for printing.
        webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, spellcheck: false, plugins: true },
      });
      try {
        await window.loadFile(file);
        // The viewer lays the pages out after the load event: printing at once printed nothing.
        await new Promise((resolve) => setTimeout(resolve, 800));
        return await new Promise<boolean>((resolve) => {
          window.webContents.print({ silent: false, printBackground: true }, (printed, reason) => {
            if (!printed && reason && reason !== 'cancelled') logger()?.warn('documents.print-failed', { reason });
            resolve(printed);
          });
        });
      } finally {
        if (!window.isDestroyed()) window.destroy();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
