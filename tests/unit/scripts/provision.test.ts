import { cpSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsInstall, recordInstall } from '../../../scripts/lib/provision.mjs';
import { tempDir } from '../../support/temp-dir';

const lockfile = (vueVersion: string) => ({
  name: 'desk', version: '0.1.0', lockfileVersion: 3, requires: true,
  packages: {
    '': { name: 'desk', version: '0.1.0', dependencies: { vue: vueVersion } },
    'node_modules/vue': { version: vueVersion, resolved: `https://registry.npmjs.org/vue/-/vue-${vueVersion}.tgz`, integrity: `sha512-${vueVersion}` },
    'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true, os: ['darwin'] },
  },
});

/** What `npm ci` leaves in node_modules: the hidden lockfile, without the other platforms' optional packages. */
function installedTree(vueVersion: string) {
  const { packages } = lockfile(vueVersion);
  return { name: 'desk', version: '0.1.0', lockfileVersion: 3, requires: true, packages: { 'node_modules/vue': packages['node_modules/vue'] } };
}

describe('provisioning decides from the lockfile content, not file times (review: provisioning)', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

  function project(lockVersion: string, installedVersion: string | null) {
    const dir = tempDir('provision');
    dirs.push(dir);
    mkdirSync(join(dir.path, 'node_modules'));
    if (installedVersion) writeFileSync(join(dir.path, 'node_modules', '.package-lock.json'), JSON.stringify(installedTree(installedVersion)));
    writeFileSync(join(dir.path, 'package-lock.json'), JSON.stringify(lockfile(lockVersion)));
    return dir.path;
  }

  it('a fresh clone with a correct node_modules copied in (older file times) does not re-run npm ci', () => {
    const root = project('3.5.45', '3.5.45');
    const longAgo = new Date('2020-01-01');
    utimesSync(join(root, 'node_modules', '.package-lock.json'), longAgo, longAgo);
    expect(needsInstall(root)).toBe(false);
  });

  it('a lockfile that asks for other versions needs an install, whatever the file times say', () => {
    const root = project('3.5.46', '3.5.45');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'node_modules', '.package-lock.json'), later, later);
    expect(needsInstall(root)).toBe(true);
  });

  it('no node_modules tree at all needs an install', () => {
    expect(needsInstall(project('3.5.45', null))).toBe(true);
  });

  it('after an install the lockfile hash is recorded inside node_modules; a changed lockfile is noticed', () => {
    const root = project('3.5.45', '3.5.45');
    recordInstall(root);
    expect(needsInstall(root)).toBe(false);
    cpSync(join(root, 'package-lock.json'), join(root, 'package-lock.old.json'));
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lockfile('3.5.47')));
    expect(needsInstall(root)).toBe(true);
  });
});
