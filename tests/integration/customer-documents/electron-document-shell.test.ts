/**
 * The Electron shell's save and print of a customer document (electron/main/window/document-shell.ts),
 * against a stand-in for Electron's BrowserWindow and dialog (no Electron binary on the build machine:
 * docs/customer-documents.md). What is ours is checked here: the print window is hidden and hardened,
 * shows the PDF from a private temporary file that is removed whatever happens, prints through the
 * system's dialog, and a failure (not a cancel) is logged; the save dialog is worded in the desk's
 * language and the file is written only where the agent chose. Chromium's drawing of the PDF is not.
 * An integration file because it mocks 'electron' (unit files share their modules: tests/unit/tests).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../../electron/main/logging/logger';

interface PrintAnswer {
  printed: boolean;
  reason: string;
}

/** What the stand-in saw and will answer. */
const electron = vi.hoisted(() => ({
  windows: [] as { options: unknown; loaded: string | null; loadedBytes: Buffer | null; loadedMode: number | null; printedWith: unknown; destroyed: boolean }[],
  printAnswer: { printed: true, reason: '' } as PrintAnswer,
  loadFails: false,
  dialogs: [] as { parent: boolean; options: { title: string; defaultPath: string; filters: { name: string; extensions: string[] }[] } }[],
  dialogAnswer: { canceled: false, filePath: '' as string | undefined },
  documents: '',
}));

vi.mock('electron', async () => {
  const fs = await import('node:fs');
  class BrowserWindow {
    private readonly seen: (typeof electron.windows)[number];
    readonly webContents = {
      print: (options: unknown, done: (printed: boolean, reason: string) => void) => {
        this.seen.printedWith = options;
        done(electron.printAnswer.printed, electron.printAnswer.reason);
      },
    };
    constructor(options: unknown) {
      this.seen = { options, loaded: null, loadedBytes: null, loadedMode: null, printedWith: null, destroyed: false };
      electron.windows.push(this.seen);
    }
    loadFile(file: string): Promise<void> {
      this.seen.loaded = file;
      this.seen.loadedBytes = fs.readFileSync(file);
      this.seen.loadedMode = fs.statSync(file).mode & 0o777;
      return electron.loadFails ? Promise.reject(new Error('ERR_FAILED')) : Promise.resolve();
    }
    isDestroyed(): boolean {
      return this.seen.destroyed;
    }
    destroy(): void {
      this.seen.destroyed = true;
    }
  }
  return {
    BrowserWindow,
    app: { getPath: (name: string) => (name === 'documents' ? electron.documents : '/nowhere') },
    dialog: {
      showSaveDialog: (...args: unknown[]) => {
        const options = args.at(-1) as (typeof electron.dialogs)[number]['options'];
        electron.dialogs.push({ parent: args.length === 2, options });
        return Promise.resolve(electron.dialogAnswer);
      },
    },
  };
});

const { electronDocumentShell } = await import('../../../electron/main/window/document-shell');

const PDF = Buffer.from('%PDF-1.7\n% a customer document\n%%EOF\n');
let scratch: string;
const logger = createMemoryLogger();
const mainWindow = { isDestroyed: () => false } as never;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'document-shell-test-'));
  electron.windows.length = 0;
  electron.dialogs.length = 0;
  electron.printAnswer = { printed: true, reason: '' };
  electron.loadFails = false;
  electron.documents = join(scratch, 'Documents');
  logger.entries.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(scratch, { recursive: true, force: true });
});

/** Prints, letting the viewer's layout pause pass at once. */
async function print(shell: ReturnType<typeof electronDocumentShell>): Promise<boolean> {
  const printing = shell.printPdf(PDF);
  await vi.advanceTimersByTimeAsync(800);
  return printing;
}

describe('printing a document in Electron', () => {
  const shell = electronDocumentShell(() => mainWindow, () => logger, () => 'en');

  it('shows the PDF alone in a hidden, sandboxed window from a private temporary file, prints it through the system dialog, then removes both', async () => {
    expect(await print(shell)).toBe(true);
    const [window] = electron.windows;
    expect(window?.options).toEqual({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, spellcheck: false, plugins: true },
    });
    expect(window?.loaded).toMatch(/desk-print-[^/]+\/document\.pdf$/);
    expect(window?.loadedBytes?.equals(PDF)).toBe(true);
    expect(window?.loadedMode).toBe(0o600);
    expect(window?.printedWith).toEqual({ silent: false, printBackground: true });
    expect(window?.destroyed).toBe(true);
    expect(existsSync(dirname(window?.loaded ?? '/'))).toBe(false);
    expect(logger.entries).toEqual([]);
  });

  it('waits for the viewer to lay the pages out before printing (printing at the load event printed nothing)', async () => {
    const printing = shell.printPdf(PDF);
    await vi.advanceTimersByTimeAsync(799);
    expect(electron.windows[0]?.printedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await printing).toBe(true);
  });

  it('says false for a cancelled print without logging it, and logs a failed one with its reason', async () => {
    electron.printAnswer = { printed: false, reason: 'cancelled' };
    expect(await print(shell)).toBe(false);
    expect(logger.entries).toEqual([]);
    electron.printAnswer = { printed: false, reason: 'failed' };
    expect(await print(shell)).toBe(false);
    expect(logger.entries).toEqual([{ level: 'warn', event: 'documents.print-failed', fields: { reason: 'failed' } }]);
    expect(electron.windows.every((window) => window.destroyed)).toBe(true);
  });

  it('closes the window and removes the temporary file when the PDF does not load', async () => {
    electron.loadFails = true;
    await expect(shell.printPdf(PDF)).rejects.toThrow('ERR_FAILED');
    const [window] = electron.windows;
    expect(window?.destroyed).toBe(true);
    expect(window?.printedWith).toBeNull();
    expect(existsSync(dirname(window?.loaded ?? '/'))).toBe(false);
  });
});

describe('saving a document in Electron', () => {
  it("asks where in the desk's language, over the desk's window, starting in Documents with main's file name, and writes exactly the PDF there", async () => {
    // The system's dialog only offers folders that exist.
    const chosen = join(mkdirSync(join(scratch, 'chosen'), { recursive: true }) ?? scratch, 'receipt-917083410145514001-zh-CN.pdf');
    electron.dialogAnswer = { canceled: false, filePath: chosen };
    const shell = electronDocumentShell(() => mainWindow, () => logger, () => 'zh-CN');
    expect(await shell.savePdf('receipt-917083410145514001-zh-CN.pdf', PDF)).toBe(true);
    expect(electron.dialogs).toEqual([
      {
        parent: true,
        options: {
          title: '将文件另存为 PDF',
          defaultPath: join(electron.documents, 'receipt-917083410145514001-zh-CN.pdf'),
          filters: [{ name: 'PDF 文件', extensions: ['pdf'] }],
        },
      },
    ]);
    expect(readFileSync(chosen).equals(PDF)).toBe(true);
    expect(statSync(chosen).size).toBe(PDF.length);
  });

  it('writes nothing when the agent cancels, and asks without a parent when the desk has no window', async () => {
    electron.dialogAnswer = { canceled: true, filePath: undefined };
    const shell = electronDocumentShell(() => null, () => logger, () => 'en');
    expect(await shell.savePdf('itinerary-1-en.pdf', PDF)).toBe(false);
    expect(electron.dialogs.map((each) => [each.parent, each.options.title])).toEqual([[false, 'Save the document as PDF']]);
    expect(existsSync(join(electron.documents, 'itinerary-1-en.pdf'))).toBe(false);
  });
});
