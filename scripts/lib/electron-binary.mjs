// Finds the Electron binary without triggering electron's lazy download (which `require('electron')`
// would attempt). Returns { path } or { reason } saying in one phrase why the desktop app can't run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function findElectronBinary(root, env = process.env, platform = process.platform) {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : defaultExecutable(platform);
  const binary = join(distDir, relative);
  if (!existsSync(binary)) {
    return { reason: `the Electron binary is not installed (${binary} is missing; it is downloaded from a host this machine cannot reach)` };
  }
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
    return { reason: 'there is no display ($DISPLAY and $WAYLAND_DISPLAY are unset)' };
  }
  return { path: binary };
}

function defaultExecutable(platform) {
  if (platform === 'win32') return 'electron.exe';
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return 'electron';
}
