#!/usr/bin/env node
// `npm start`: provisions, builds when needed, then runs the desktop app where the Electron
// binary can run, and browser mode (same runtime, loopback host, printed URL) where it cannot.
// `npm run start:web` (or `--web`) forces browser mode. Other flags (e.g. --port 8080) pass through.
//
// The desk stops with this launcher, however it goes: SIGINT, SIGTERM and SIGHUP are passed on
// (and the desk is killed if it has not stopped 5 s later); a launcher that vanished (npm killed,
// sh gone) is noticed by polling (lib/launcher-lifetime.mjs); and if THIS process is killed
// outright, the desk notices by itself: its IPC channel closes (browser mode), and its parent is no
// longer DESK_LAUNCHER_PID (both modes, electron/main/launcher-watch.ts).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build.mjs';
import { findElectronBinary } from './lib/electron-binary.mjs';
import { onLauncherGone } from './lib/launcher-lifetime.mjs';
import { provision } from './lib/provision.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const forceWeb = args.includes('--web');
const passThrough = args.filter((arg) => arg !== '--web');
const GRACE_MS = 5_000;

provision({ root, purpose: 'start' });
buildIfStale(root);

const env = { ...process.env, DESK_LAUNCHER_PID: String(process.pid) };
const electron = forceWeb ? { reason: 'browser mode was asked for (--web)' } : findElectronBinary(root);
const child = electron.path
  ? spawn(electron.path, [root, ...passThrough], { cwd: root, stdio: 'inherit', env })
  : (console.log(`Starting browser mode: ${electron.reason}.`),
    spawn(process.execPath, [join(root, 'out/main/browser.js'), ...passThrough], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env }));

let stopping = false;
function stopDesk(signal, why) {
  if (stopping) return;
  stopping = true;
  if (why) console.log(`Stopping the desk: ${why}.`);
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopDesk(signal));
onLauncherGone((why) => stopDesk('SIGTERM', why));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
