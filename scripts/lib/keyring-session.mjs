// Runs a command inside its own D-Bus session with an unlocked gnome-keyring, and with XDG
// directories in a temporary folder, so keychain tests use a real Secret Service and never
// touch the user's own keyring.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function runWithKeyring(command, args, { cwd, env }) {
  return spawnSync(...keyringSession(command, args, { cwd, env }));
}

/** The same, without blocking: resolves with the exit status, so other work can run beside it. */
export function runWithKeyringAsync(command, args, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(...keyringSession(command, args, { cwd, env }));
    child.on('error', () => resolve({ status: null }));
    child.on('close', (status) => resolve({ status }));
  });
}

/** The command line and options that run `command` in its own D-Bus session with an unlocked keyring. */
function keyringSession(command, args, { cwd, env }) {
  const home = mkdtempSync(join(tmpdir(), 'desk-keyring-'));
  const xdg = {
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_RUNTIME_DIR: join(home, 'runtime'),
  };
  for (const dir of Object.values(xdg)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const script = 'echo -n desk-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec "$@"';
  return ['dbus-run-session', ['--', 'sh', '-c', script, 'sh', command, ...args], { cwd, stdio: 'inherit', env: { ...env, ...xdg, DESK_KEYRING_SESSION: '1' } }];
}
