/**
 * Other local users must not read the desk's orders, passenger documents or request logs (review
 * finding 6): every directory the desk writes is 0700 and every file 0600, including files an
 * older desk left readable, and the standalone sandbox's state file.
 */
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../electron/sandbox';
import { tempDir } from '../../support/temp-dir';
import { expectOk, inDays, startDesk } from './desk-harness';

function modesUnder(dir: string): { path: string; mode: string; directory: boolean }[] {
  const self = { path: dir, mode: (statSync(dir).mode & 0o777).toString(8), directory: true };
  return [self, ...readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modesUnder(path) : [{ path, mode: (statSync(path).mode & 0o777).toString(8), directory: false }];
  })];
}

describe('file permissions of the data directory', () => {
  const dir = tempDir('permissions');
  afterAll(() => dir.remove());

  it('a data directory an older desk left readable (0755/0644) is closed at start, and everything written after is 0700/0600', async () => {
    const data = join(dir.path, 'data');
    mkdirSync(join(data, 'logs'), { recursive: true, mode: 0o755 });
    chmodSync(data, 0o755);
    chmodSync(join(data, 'logs'), 0o755);
    for (const file of ['logs/desk.log', 'profiles.json', 'archive.sqlite', 'sandbox-state.json']) {
      writeFileSync(join(data, file), file.endsWith('.json') ? '{}' : '', { mode: 0o644 });
      chmodSync(join(data, file), 0o644);
    }
    writeFileSync(join(data, 'archive.sqlite'), ''); // an empty file libsql will initialise
    const desk = await startDesk(data);
    expectOk(await desk.call('preferences.update', { diagnosticsLogging: true }));
    expectOk(await desk.call('shopping.search', { tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: inDays(15) }], adults: 1, children: 0, infants: 0, solutions: 20 }));
    await desk.runtime.close();

    const modes = modesUnder(data);
    expect(modes.some((entry) => entry.path.endsWith('archive.sqlite-wal') || entry.path.endsWith('archive.sqlite'))).toBe(true);
    expect(modes.filter((entry) => entry.directory && entry.mode !== '700')).toEqual([]);
    expect(modes.filter((entry) => !entry.directory && entry.mode !== '600')).toEqual([]);
  });

  it('the standalone sandbox writes its state file 0600', async () => {
    const stateFile = join(dir.path, 'standalone', 'state.json');
    const sandbox = await startSandbox({ stateFile });
    await sandbox.reset();
    await sandbox.close();
    expect((statSync(stateFile).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(join(dir.path, 'standalone')).mode & 0o777).toString(8)).toBe('700');
  });
});
