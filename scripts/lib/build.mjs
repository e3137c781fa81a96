// Builds the app with electron-vite when the sources changed since the last build, so
// `npm start` is quick the second time and never runs stale code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['electron', 'src', 'resources', 'package-lock.json', 'electron.vite.config.ts'];

export function buildIfStale(root, { force = false } = {}) {
  const stamp = join(root, 'out', '.build-stamp');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((entry) => newestMtime(join(root, entry))));
  if (!force && built >= newest) return;
  console.log('[build] electron-vite build');
  const result = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error('[build] failed: run `npx electron-vite build` to see the details.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}
