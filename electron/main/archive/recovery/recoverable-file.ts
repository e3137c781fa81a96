import type { StorageFileStatus } from '../../../contract/domains/orders';
import type { Logger } from '../../logging/logger';
import type { ArchiveDatabase } from '../open-archive';
import { bringBack, type BringBackResult } from './bring-back';
import { healthOf } from './file-health';
import { listSetAside } from './set-aside-files';
import type { StorageFileKind } from './storage-file-kind';

/** An open storage file with what recovery offers on it while the desk runs: its set-aside files, and bringing one back. */
export interface RecoverableFile {
  readonly name: StorageFileStatus['name'];
  /** The set-aside files as the data directory holds them now (one brought back since start is gone). */
  status(): StorageFileStatus;
  /** Null when no such set-aside file exists (any more). */
  bringBack(fileName: string): BringBackResult | null;
}

export function recoverableFile(kind: StorageFileKind, db: ArchiveDatabase, atStart: StorageFileStatus, logger: Logger, now?: () => Date): RecoverableFile {
  const thisStart = new Set(atStart.setAside.filter((file) => file.thisStart).map((file) => file.path));
  return {
    name: kind.name,
    status: () => {
      const damage = healthOf(atStart.path)?.damage;
      return { ...atStart, setAside: listSetAside(atStart.path, thisStart), ...(damage ? { damageFound: damage } : {}) };
    },
    bringBack: (fileName) => bringBack(kind, atStart.path, db, fileName, logger, now),
  };
}
