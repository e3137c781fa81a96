/**
 * Browser mode: the desk without the Electron shell. Same runtime, same handlers, same sandbox,
 * served to a browser tab by the loopback web host. Used where the Electron binary is missing and
 * by the end-to-end tests.
 *
 *   node out/main/browser.js [--port N] [--data-dir DIR] [--ready-file FILE]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from './data-paths';
import { startDeskRuntime } from './desk-runtime';
import { startWebHost } from './transports/web/web-host';

async function main(): Promise<void> {
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
  });
  const host = await startWebHost({
    dispatch: runtime.dispatch,
    events: runtime.events,
    logger: runtime.logger,
    staticRoot: join(__dirname, '../renderer'),
    port,
  });
  runtime.logger.info('browser-mode.listening', { port: host.port });

  console.log(`Ticketing Desk (browser mode): ${host.launchUrl}`);
  console.log(`Data: ${runtime.paths.root}`);
  if (values['ready-file']) {
    const ready = { url: host.launchUrl, port: host.port, token: host.token, sandboxUrl: runtime.sandbox.baseUrl, pid: process.pid };
    writeFileSync(values['ready-file'], JSON.stringify(ready), { mode: 0o600 });
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`Ticketing Desk could not start in browser mode: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
