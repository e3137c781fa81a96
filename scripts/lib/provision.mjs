// Makes a fresh Debian/Ubuntu machine ready for the desk's commands: the system packages each
// command needs (installed when running as root, otherwise the exact command is printed and we
// stop), then `npm ci` when node_modules does not match package-lock.json's CONTENT. File times
// decide nothing: a clone, a copy or a cache restore gives every file a new time.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** System packages per purpose. keytar compiles against libsecret; tests need a keychain and Chromium. */
const PACKAGES = {
  start: ['libsecret-1-dev'],
  sandbox: [],
  // fonts-wqy-microhei: a CJK font (4 MB, lighter than fonts-noto-cjk) so the zh-CN screenshots show Chinese, not boxes.
  // postgresql: the agency server's tests start their own (docs/team-sync.md), never a mock of it.
  // poppler-utils: the customer documents' tests read the PDFs back (pdftotext) and render them (pdftoppm).
  test: ['libsecret-1-dev', 'chromium', 'gnome-keyring', 'dbus', 'dbus-x11', 'openssl', 'fonts-wqy-microhei', 'postgresql', 'poppler-utils'],
  bench: ['libsecret-1-dev', 'chromium', 'postgresql', 'poppler-utils'],
};

const MIN_NODE = [20, 19];

export function provision({ root, purpose, quiet = false }) {
  checkNode();
  ensureSystemPackages(PACKAGES[purpose] ?? [], quiet);
  ensureNodeModules(root, quiet);
}

/** The environment every npm/node child of ours runs with. */
export function npmEnvironment() {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  // node-gyp would otherwise try to download Node's headers, which this network refuses.
  if (existsSync('/usr/include/node/node_api.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    stop(`Node ${MIN_NODE.join('.')} or newer is required; this is ${process.versions.node}.`);
  }
}

function ensureSystemPackages(packages, quiet) {
  if (packages.length === 0) return;
  if (!hasCommand('dpkg-query')) {
    if (!quiet) console.log(`[setup] not a Debian-based system: make sure these are installed: ${packages.join(' ')}`);
    return;
  }
  const missing = packages.filter((name) => !isInstalled(name));
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    stop(`missing system packages: ${missing.join(', ')}. Install them with:\n  sudo sh -c '${command}'`);
  }
  console.log(`[setup] installing system packages: ${missing.join(' ')}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) stop(`apt-get failed (exit ${result.status}). Run it by hand:\n  ${command}`);
}

/** Written inside node_modules after a successful `npm ci`: the hash of the lockfile it installed. */
const INSTALLED_LOCK_HASH = '.desk-lockfile-sha256';

/**
 * Whether node_modules must be (re)installed to match package-lock.json:
 * - the lockfile hash recorded after our last install matches: no;
 * - otherwise npm's own record of the installed tree (node_modules/.package-lock.json) is compared
 *   with the lockfile, package by package (version, resolved, integrity); every package the
 *   lockfile requires must be there, and only optional ones (other platforms' binaries) may be
 *   missing. A match is recorded, so the next start decides from the hash alone.
 */
export function needsInstall(root) {
  const lockText = readText(join(root, 'package-lock.json'));
  if (lockText === null) return true;
  if (readText(join(root, 'node_modules', INSTALLED_LOCK_HASH))?.trim() === sha256(lockText)) return false;
  const installed = readJson(join(root, 'node_modules', '.package-lock.json'));
  const lock = parseJson(lockText);
  if (!installed?.packages || !lock?.packages || !treeMatches(lock.packages, installed.packages)) return true;
  recordInstall(root);
  return false;
}

export function recordInstall(root) {
  const lockText = readText(join(root, 'package-lock.json'));
  if (lockText === null) return;
  try {
    writeFileSync(join(root, 'node_modules', INSTALLED_LOCK_HASH), `${sha256(lockText)}\n`);
  } catch {
    // A read-only node_modules still works; the comparison runs again next time.
  }
}

function treeMatches(wanted, installed) {
  const same = (a, b) => a.version === b.version && a.resolved === b.resolved && a.integrity === b.integrity && Boolean(a.link) === Boolean(b.link);
  for (const [path, entry] of Object.entries(wanted)) {
    if (path === '') continue;
    const present = installed[path];
    if (!present) {
      if (entry.optional) continue;
      return false;
    }
    if (!same(entry, present)) return false;
  }
  return Object.keys(installed).every((path) => path in wanted);
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readJson(file) {
  const text = readText(file);
  return text === null ? null : parseJson(text);
}

function ensureNodeModules(root, quiet) {
  if (!needsInstall(root)) return;
  console.log('[setup] node_modules is missing or does not match package-lock.json: running npm ci');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: npmEnvironment(),
  });
  if (result.status !== 0) stop(`npm ci failed (exit ${result.status}).`);
  recordInstall(root);
}

function isInstalled(name) {
  try {
    const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { stdio: ['ignore', 'pipe', 'ignore'] });
    return status.toString().includes('install ok installed');
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function stop(message) {
  console.error(`[setup] ${message}`);
  process.exit(1);
}
