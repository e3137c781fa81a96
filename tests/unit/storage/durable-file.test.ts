import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileWriteError, writeFileDurably, type DurableFs } from '../../../electron/shared/durable-file';
import { isDiskFullError } from '../../../electron/main/storage/disk-space';
import { tempDir } from '../../support/temp-dir';

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function folder(): string {
  const dir = tempDir('durable');
  dirs.push(dir);
  return dir.path;
}

/** Node's fs, except that the named call fails as a full disk does. */
function failingAt(call: keyof DurableFs): DurableFs {
  const full = () => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', syscall: call });
  };
  return {
    openSync: call === 'openSync' ? full : (path, flags, mode) => fs.openSync(path, flags, mode),
    writeSync: call === 'writeSync' ? full : (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
    fsyncSync: call === 'fsyncSync' ? full : (fd) => fs.fsyncSync(fd),
    closeSync: (fd) => fs.closeSync(fd),
    renameSync: call === 'renameSync' ? full : (from, to) => fs.renameSync(from, to),
    unlinkSync: (path) => fs.unlinkSync(path),
  };
}

describe('writing a state file durably', () => {
  it('replaces the content whole, for the owner only, and leaves no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'preferences.json');
    writeFileDurably(file, '{"theme":"dark"}');
    writeFileDurably(file, '{"theme":"light"}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"theme":"light"}');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['preferences.json']);
  });

  it.each(['writeSync', 'fsyncSync', 'renameSync'] as const)('when %s finds the disk full: the old file is untouched, the temporary file is gone, the error says ENOSPC and names the file', (call) => {
    const dir = folder();
    const file = join(dir, 'preferences.json');
    fs.writeFileSync(file, '{"theme":"dark"}');
    let thrown: unknown;
    try {
      writeFileDurably(file, '{"theme":"light"}', { fs: failingAt(call) });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FileWriteError);
    expect(thrown).toMatchObject({ code: 'ENOSPC', path: file });
    expect(isDiskFullError(thrown)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"theme":"dark"}');
    expect(fs.readdirSync(dir)).toEqual(['preferences.json']);
  });

  it('every write has a temporary file of its own, so two writers never share one', () => {
    const dir = folder();
    const file = join(dir, 'profiles.json');
    const seen = new Set<string>();
    const recording: DurableFs = { ...fs, openSync: (path, flags, mode) => (seen.add(path), fs.openSync(path, flags, mode)) };
    for (let i = 0; i < 20; i += 1) writeFileDurably(file, String(i), { fs: recording });
    // 20 files plus the folder itself, opened to be fsynced.
    expect(seen.size).toBe(21);
  });
});
