#!/usr/bin/env node
// `npm run sandbox -- [options]`: the standalone sandbox. Builds out/main/sandbox.js with
// electron-vite only when it is missing or older than a file under electron/sandbox, then runs it
// with plain Node, passing the options through (`--help` lists them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onLauncherGone } from './lib/launcher-lifetime.mjs';
import { provision } from './lib/provision.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'out/main/sandbox.js');
const sources = [join(root, 'electron/sandbox'), join(root, 'electron/shared')];

provision({ root, purpose: 'sandbox', quiet: true });

if (isStale()) {
  console.error('[sandbox] building out/main/sandbox.js (electron-vite build)…');
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error(`[sandbox] the build failed (exit ${build.status}); run "npx electron-vite build" to see why.`);
    process.exit(build.status ?? 1);
  }
}

// The sandbox stops with this script, as the desk does with scripts/start.mjs: signals are passed
// on, a vanished npm is noticed, and the child notices this script's own death (IPC, parent pid).
const child = spawn(process.execPath, [bundle, ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, DESK_LAUNCHER_PID: String(process.pid) },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
onLauncherGone(() => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function isStale() {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return Math.max(...sources.map(newestSource)) > built;
}

function newestSource(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}
