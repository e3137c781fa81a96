/**
 * Where the sandbox keeps the bytes of uploaded attachments: beside its state file when it has one
 * (`sandbox-files/`, one file per content hash, private to the owner), otherwise in memory. They
 * are kept so that the download side (DownloadAttachmentFile, also only named by the
 * specification) can be added later, and so a test can compare what arrived with what was sent.
 * Their records (id, partner, name, type, size, hash) live in the order book's state.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AttachmentFiles {
  write(sha256: string, bytes: Uint8Array): void;
  read(sha256: string): Buffer | null;
  clear(): void;
}

export function attachmentFiles(directory: string | null): AttachmentFiles {
  if (directory === null) {
    const memory = new Map<string, Buffer>();
    return {
      write: (sha256, bytes) => void memory.set(sha256, Buffer.from(bytes)),
      read: (sha256) => memory.get(sha256) ?? null,
      clear: () => memory.clear(),
    };
  }
  const pathOf = (sha256: string): string => join(directory, sha256.replaceAll(/[^0-9a-f]/g, ''));
  return {
    write(sha256, bytes) {
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      const path = pathOf(sha256);
      // Same content, same file: an upload of a file already held writes nothing.
      if (!existsSync(path)) writeFileSync(path, bytes, { mode: 0o600 });
    },
    read(sha256) {
      const path = pathOf(sha256);
      return existsSync(path) ? readFileSync(path) : null;
    },
    clear() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
