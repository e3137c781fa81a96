/**
 * Browser mode: the desk without the Electron shell. Same runtime, same handlers, same sandbox,
 * served to a browser tab by the loopback web host. Used where the Electron binary is missing and
 * by the end-to-end tests.
 *
 *   node out/main/browser.js [--port N] [--data-dir DIR] [--ready-file FILE]
 *
 * Each launch URL opens one tab, once (see transports/web/desk-sessions.ts). For another one:
 * press Enter in the terminal, or, for a launcher with an IPC channel (the test fixture, npm start),
 * send `{ type: 'launch-url', id }` and receive `{ type: 'launch-url', id, url }`.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isStartRefusal } from './archive/recovery/start-refusal';
import { resolveDataDir } from './data-paths';
import { startDeskRuntime } from './desk-runtime';
import { stopWithLauncher } from '../shared/launcher-watch';
import { restrictNewFiles } from '../shared/private-files';
import { LAUNCH_TOKEN_MAX_AGE_MS } from './transports/web/desk-sessions';
import { startWebHost } from './transports/web/web-host';
import type { Language } from '../contract';
import { textIn, word } from '../contract/words';

// The desk's language for browser mode's own report of a start that failed: the preference once
// the runtime has read it (languageKnown), English before that.
let deskLanguage: () => Language = () => 'en';

async function main(): Promise<void> {
  restrictNewFiles();
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'ready-file': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, got ${values.port}`);

  const runtime = await startDeskRuntime({
    mode: 'browser',
    dataDir: values['data-dir'] ?? resolveDataDir(),
    // No OS shell here: the page opens the (already validated) link in a new tab itself.
    openExternal: async (url) => ({ openedBy: 'page', url }),
    // The terminal's locale is the OS language here (LANG=zh_CN.UTF-8 → zh-CN on a first start).
    osLocale: process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || Intl.DateTimeFormat().resolvedOptions().locale,
    languageKnown: (language) => (deskLanguage = language),
  });
  const host = await startWebHost({
    dispatch: runtime.dispatch,
    events: runtime.events,
    logger: runtime.logger,
    staticRoot: join(__dirname, '../renderer'),
    port,
    sessionFile: runtime.paths.browserSessions,
  });
  runtime.logger.info('browser-mode.listening', { port: host.port });

  console.log(`Ticketing Desk (browser mode): ${host.launchUrl}`);
  console.log(`Data: ${runtime.paths.root}`);
  if (values['ready-file']) {
    const ready = { url: host.launchUrl, port: host.port, sandboxUrl: runtime.embeddedSandbox.running?.baseUrl ?? null, pid: process.pid };
    // Whole or not at all: a reader polling for the file never sees it half-written.
    writeFileSync(`${values['ready-file']}.tmp`, JSON.stringify(ready), { mode: 0o600 });
    renameSync(`${values['ready-file']}.tmp`, values['ready-file']);
  }
  if (process.stdin.isTTY) {
    console.log(`Each address opens one tab, once, within ${LAUNCH_TOKEN_MAX_AGE_MS / 60_000} minutes. Press Enter here for another.`);
    createInterface({ input: process.stdin }).on('line', () => console.log(`Ticketing Desk (browser mode): ${host.newLaunchUrl()}`));
  }
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'launch-url') {
      process.send?.({ type: 'launch-url', id: (message as { id?: unknown }).id, url: host.newLaunchUrl() });
    }
  });

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info('browser-mode.stopping', { reason });
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  stopWithLauncher((reason) => void stop(reason));
}

main().catch((error: unknown) => {
  // A refusal (a storage file locked by another program, a full disk) is the message itself:
  // what happened to which file and what to do, in the desk's language. Exit code 2 tells a
  // launcher it was refused, not a crash (1).
  // The language is read once, here: the preference if the desk got as far as reading it, else English.
  const language = deskLanguage();
  if (isStartRefusal(error)) {
    console.error(`${word(language, 'deskItself.didNotStart')} (${error.kind}):\n${textIn(language, error.problem)}\n${textIn(language, error.fix)}`);
    process.exit(2);
  }
  console.error(word(language, 'deskItself.browserModeFailed', { reason: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
