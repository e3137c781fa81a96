/**
 * A model of a journalling file system (ext4 with its default `data=ordered`-like promises taken
 * at their weakest, as POSIX allows) for power-cut tests of a writer: it records every call a
 * writer makes through `DurableFs`, and can list every state the disk may be in after a power cut
 * at any point.
 *
 * What survives a power cut, in this model:
 * - a file's data is on the disk once `fsync` of that file returned; data written since may be
 *   there in full, in part (a prefix: the page cache writes back in order), or not at all;
 * - a change of names (create, rename, unlink) is on the disk once `fsync` of its directory
 *   returned; changes since may have been committed by the journal on its own, in the order they
 *   were made (a prefix of them), independently of the data. That independence is the point:
 *   the journal may commit "profiles.json now names the new inode" before the new inode's data
 *   reached the disk, and the file is empty after the reboot (the classic zero-length file).
 *
 * `crashStates()` enumerates, for a cut after every call, every prefix of uncommitted name changes
 * combined with every inode's data being its synced content or its written content (or half of
 * it). A writer is power-cut safe when every one of those states reads as old or new content.
 */
import { basename, dirname } from 'node:path';
import type { DurableFs } from '../../../electron/shared/durable-file';

interface Inode {
  id: number;
  /** What the writer wrote (the page cache). */
  written: Buffer;
  /** What is on the disk for sure (the last fsync). */
  synced: Buffer;
}

type NameChange = { kind: 'link'; name: string; inode: number } | { kind: 'unlink'; name: string };

interface Snapshot {
  /** Names committed to the disk (the last fsync of the directory, plus earlier commits). */
  committedNames: Map<string, number>;
  /** Name changes made since, in order: the journal may have committed any prefix of them. */
  pendingNames: NameChange[];
  inodes: Map<number, { written: Buffer; synced: Buffer }>;
}

export interface CrashState {
  /** After how many calls the power went. */
  afterCall: number;
  /** The directory's files and their content, as the rebooted machine sees them. */
  files: Map<string, Buffer>;
}

/** One directory (the writer's), modelled; every path the writer uses must be in it. */
export class PowerCutFs implements DurableFs {
  readonly calls: string[] = [];
  private readonly inodes = new Map<number, Inode>();
  private readonly names = new Map<string, number>();
  private committedNames = new Map<string, number>();
  private pendingNames: NameChange[] = [];
  private readonly fds = new Map<number, { inode: number | 'directory' }>();
  private nextInode = 1;
  private nextFd = 100;
  private readonly snapshots: Snapshot[] = [];

  constructor(
    readonly directory: string,
    initial: Record<string, string> = {},
  ) {
    for (const [name, content] of Object.entries(initial)) {
      const inode = this.newInode(Buffer.from(content));
      inode.synced = Buffer.from(content);
      this.names.set(name, inode.id);
      this.committedNames.set(name, inode.id);
    }
    this.snapshot();
  }

  openSync(path: string, flags: string): number {
    const fd = this.nextFd++;
    if (path === this.directory) {
      this.fds.set(fd, { inode: 'directory' });
      return this.record(`open(${path})`, fd);
    }
    const name = this.nameOf(path);
    const existing = this.names.get(name);
    if (flags.includes('x') && existing !== undefined) throw Object.assign(new Error(`EEXIST: ${path}`), { code: 'EEXIST' });
    let inode: number;
    if (existing !== undefined && !flags.includes('w')) inode = existing;
    else if (existing !== undefined) {
      // 'w' truncates in place: same inode, empty content from now on.
      inode = existing;
      (this.inodes.get(inode) as Inode).written = Buffer.alloc(0);
    } else {
      inode = this.newInode(Buffer.alloc(0)).id;
      this.link(name, inode);
    }
    this.fds.set(fd, { inode });
    return this.record(`open(${name},${flags})`, fd);
  }

  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number {
    const inode = this.fileOf(fd);
    inode.written = Buffer.concat([inode.written, Buffer.from(buffer.subarray(offset, offset + length))]);
    return this.record(`write(${fd},${length})`, length);
  }

  fsyncSync(fd: number): void {
    const open = this.fds.get(fd);
    if (!open) throw Object.assign(new Error('EBADF'), { code: 'EBADF' });
    if (open.inode === 'directory') {
      for (const change of this.pendingNames) applyChange(this.committedNames, change);
      this.pendingNames = [];
      this.record(`fsync(directory)`, undefined);
      return;
    }
    const inode = this.fileOf(fd);
    inode.synced = inode.written;
    this.record(`fsync(${fd})`, undefined);
  }

  closeSync(fd: number): void {
    this.fds.delete(fd);
    this.record(`close(${fd})`, undefined);
  }

  renameSync(from: string, to: string): void {
    const source = this.names.get(this.nameOf(from));
    if (source === undefined) throw Object.assign(new Error(`ENOENT: ${from}`), { code: 'ENOENT' });
    this.unlink(this.nameOf(from));
    this.link(this.nameOf(to), source);
    this.record(`rename(${this.nameOf(from)},${this.nameOf(to)})`, undefined);
  }

  unlinkSync(path: string): void {
    if (!this.names.has(this.nameOf(path))) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    this.unlink(this.nameOf(path));
    this.record(`unlink(${this.nameOf(path)})`, undefined);
  }

  /** What a reader sees now, before any power cut. */
  read(name: string): string | null {
    const inode = this.names.get(name);
    return inode === undefined ? null : (this.inodes.get(inode) as Inode).written.toString('utf8');
  }

  /** Every state the directory may be in after a power cut after any call so far. */
  *crashStates(): Generator<CrashState> {
    for (const [afterCall, snapshot] of this.snapshots.entries()) {
      for (let committed = 0; committed <= snapshot.pendingNames.length; committed += 1) {
        const names = new Map(snapshot.committedNames);
        for (const change of snapshot.pendingNames.slice(0, committed)) applyChange(names, change);
        const visible = [...new Set(names.values())];
        for (const contents of dataChoices(visible.map((id) => snapshot.inodes.get(id) as { written: Buffer; synced: Buffer }))) {
          const byInode = new Map(visible.map((id, index) => [id, contents[index] as Buffer]));
          yield { afterCall, files: new Map([...names].map(([name, id]) => [name, byInode.get(id) as Buffer])) };
        }
      }
    }
  }

  private record<T>(call: string, result: T): T {
    this.calls.push(call);
    this.snapshot();
    return result;
  }

  private snapshot(): void {
    this.snapshots.push({
      committedNames: new Map(this.committedNames),
      pendingNames: [...this.pendingNames],
      inodes: new Map([...this.inodes].map(([id, inode]) => [id, { written: inode.written, synced: inode.synced }])),
    });
  }

  private newInode(content: Buffer): Inode {
    const inode = { id: this.nextInode++, written: content, synced: Buffer.alloc(0) };
    this.inodes.set(inode.id, inode);
    return inode;
  }

  private link(name: string, inode: number): void {
    this.names.set(name, inode);
    this.pendingNames.push({ kind: 'link', name, inode });
  }

  private unlink(name: string): void {
    this.names.delete(name);
    this.pendingNames.push({ kind: 'unlink', name });
  }

  private fileOf(fd: number): Inode {
    const open = this.fds.get(fd);
    if (!open || open.inode === 'directory') throw Object.assign(new Error('EBADF'), { code: 'EBADF' });
    return this.inodes.get(open.inode) as Inode;
  }

  private nameOf(path: string): string {
    if (dirname(path) !== this.directory) throw new Error(`${path} is outside the modelled directory ${this.directory}`);
    return basename(path);
  }
}

function applyChange(names: Map<string, number>, change: NameChange): void {
  if (change.kind === 'link') names.set(change.name, change.inode);
  else names.delete(change.name);
}

/**
 * For each inode: its synced data, its written data, or half of what was written beyond the synced
 * part (a write-back cut short). Every combination across inodes.
 */
function* dataChoices(inodes: { written: Buffer; synced: Buffer }[]): Generator<Buffer[]> {
  if (inodes.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = inodes as [{ written: Buffer; synced: Buffer }, ...{ written: Buffer; synced: Buffer }[]];
  const options = first.written.equals(first.synced) ? [first.synced] : [first.synced, first.written, first.written.subarray(0, Math.floor(first.written.length / 2))];
  for (const option of options) for (const tail of dataChoices(rest)) yield [option, ...tail];
}
