/**
 * The power-cut model test of the JSON state files' writer (issue 21, finding 3): run the writer
 * against a file system model that records its calls (tests/support/storage-faults/power-cut-fs.ts),
 * then look at every state a power cut after any call may leave. The desk's writer leaves the old
 * or the new document in every one of them; the writer the desk had before (temporary file and
 * rename, no fsync) can leave an empty file, which is what the model must be able to show.
 */
import { describe, expect, it } from 'vitest';
import { writeFileDurably, type DurableFs } from '../../../electron/shared/durable-file';
import { PowerCutFs } from '../../support/storage-faults/power-cut-fs';

const DIRECTORY = '/desk-data';
const FILE = `${DIRECTORY}/profiles.json`;
const OLD = `${JSON.stringify({ version: 1, activeId: 'p-old', profiles: [{ id: 'p-old', name: 'Before' }] }, null, 2)}\n`;
const NEW = `${JSON.stringify({ version: 1, activeId: 'p-new', profiles: [{ id: 'p-new', name: 'After' }, { id: 'p-two', name: 'Second' }] }, null, 2)}\n`;

/** The desk's writer before issue 21: writeFileSync of a temporary file, then rename; no fsync anywhere. */
function writeWithoutFsync(file: string, data: string, fs: DurableFs): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  const bytes = Buffer.from(data);
  fs.writeSync(fd, bytes, 0, bytes.length);
  fs.closeSync(fd);
  fs.renameSync(temporary, file);
}

/** What the state file reads as in each crash state: 'old', 'new', or what else it is. */
function outcomes(fs: PowerCutFs): Map<string, number> {
  const seen = new Map<string, number>();
  for (const state of fs.crashStates()) {
    const content = state.files.get('profiles.json');
    const text = content?.toString('utf8');
    const outcome = text === OLD ? 'old' : text === NEW ? 'new' : text === undefined ? 'missing' : text === '' ? 'empty' : 'half';
    seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
  }
  return seen;
}

describe('a power cut while a JSON state file is rewritten', () => {
  it('the model shows the old writer (rename without fsync) leaving an empty or half file', () => {
    const fs = new PowerCutFs(DIRECTORY, { 'profiles.json': OLD });
    writeWithoutFsync(FILE, NEW, fs);
    expect(fs.read('profiles.json')).toBe(NEW);
    const seen = outcomes(fs);
    expect(seen.get('empty')).toBeGreaterThan(0);
    expect(seen.get('half')).toBeGreaterThan(0);
  });

  it("the desk's writer leaves the old or the new content after a cut at any call, never empty, half or missing", () => {
    const fs = new PowerCutFs(DIRECTORY, { 'profiles.json': OLD });
    writeFileDurably(FILE, NEW, { fs });
    expect(fs.read('profiles.json')).toBe(NEW);
    const seen = outcomes(fs);
    expect([...seen.keys()].sort()).toEqual(['new', 'old']);
    // Once the writer has returned, the new content is on the disk: a cut then cannot bring back the old.
    const afterReturn = [...fs.crashStates()].filter((state) => state.afterCall === fs.calls.length);
    expect(afterReturn.length).toBeGreaterThan(0);
    expect(afterReturn.every((state) => state.files.get('profiles.json')?.toString('utf8') === NEW)).toBe(true);
  });

  it('writes, fsyncs and closes the temporary file before the rename, and fsyncs the folder after it', () => {
    const fs = new PowerCutFs(DIRECTORY, { 'profiles.json': OLD });
    writeFileDurably(FILE, NEW, { fs });
    const steps = fs.calls.map((call) => call.replace(/\(.*$/, ''));
    expect(steps).toEqual(['open', 'write', 'fsync', 'close', 'rename', 'open', 'fsync', 'close']);
    expect(fs.calls[4]).toMatch(/^rename\(profiles\.json\.\d+-[0-9a-f]{8}\.tmp,profiles\.json\)$/);
    expect(fs.calls[5]).toBe(`open(${DIRECTORY})`);
  });

  it('a first write (no old file) leaves nothing or the whole new file, never an empty one', () => {
    const fs = new PowerCutFs(DIRECTORY);
    writeFileDurably(FILE, NEW, { fs });
    expect([...outcomes(fs).keys()].sort()).toEqual(['missing', 'new']);
  });
});
