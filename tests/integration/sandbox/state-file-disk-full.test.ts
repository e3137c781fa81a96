/**
 * The sandbox's state file on a full disk (issue 21, finding 4): the simulated service keeps
 * answering from memory (a full disk on the desk's machine is not the service's error), the file
 * keeps its last whole state, no temporary file is left, and saving resumes once there is room.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxClockView } from '../../../electron/sandbox';
import { canMountSmallDisk, mountSmallDisk, type SmallDisk } from '../../support/storage-faults/small-disk';
import { SandboxClient } from './support/sandbox-client';

let disk: SmallDisk | undefined;
afterAll(() => disk?.unmount());

describe.runIf(canMountSmallDisk())('the sandbox state file on a full disk (real tmpfs)', () => {
  it('answers from memory, keeps the last whole file, says so once, and saves again when there is room', async () => {
    disk = mountSmallDisk(4);
    const stateFile = join(disk.path, 'sandbox-state.json');
    const sandbox = await startSandbox({ stateFile });
    const client = new SandboxClient(sandbox);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await client.control('POST', '/sandbox/clock', { minutes: 30 })).status).toBe(200);
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).clockOffsetMinutes).toBe(30);

      disk.fill();
      for (const minutes of [60, 90]) {
        const moved = await client.control<SandboxClockView>('POST', '/sandbox/clock', { minutes });
        expect(moved.status).toBe(200);
      }
      expect((await client.control<SandboxClockView>('GET', '/sandbox/clock')).body.offsetMinutes).toBe(180); // the clock moves forward by each request's minutes
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).clockOffsetMinutes).toBe(30);
      expect(readdirSync(disk.path).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      expect(said).toHaveBeenCalledTimes(1);
      expect(String(said.mock.calls[0]?.[0])).toMatch(/sandbox-state\.json could not be saved .*ENOSPC.*going on in memory/);

      disk.makeRoom();
      expect((await client.control('POST', '/sandbox/clock', { minutes: 120 })).status).toBe(200);
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).clockOffsetMinutes).toBe(300);
    } finally {
      said.mockRestore();
      disk.makeRoom();
      await sandbox.close();
    }
  });
});
