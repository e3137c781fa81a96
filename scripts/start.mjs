#!/usr/bin/env node
// `npm start`: provisions, builds when needed, then runs the desktop app where the Electron
// binary can run, and browser mode (same runtime, loopback host, printed URL) where it cannot.
// `npm run start:web` (or `--web`) forces browser mode. Other flags (e.g. --port 8080) pass through.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build.mjs';
import { findElectronBinary } from './lib/electron-binary.mjs';
import { provision } from './lib/provision.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const forceWeb = args.includes('--web');
const passThrough = args.filter((arg) => arg !== '--web');

provision({ root, purpose: 'start' });
buildIfStale(root);

const electron = forceWeb ? { reason: 'browser mode was asked for (--web)' } : findElectronBinary(root);
const child = electron.path
  ? spawn(electron.path, [root, ...passThrough], { cwd: root, stdio: 'inherit' })
  : (console.log(`Starting browser mode: ${electron.reason}.`),
    spawn(process.execPath, [join(root, 'out/main/browser.js'), ...passThrough], { cwd: root, stdio: 'inherit' }));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
