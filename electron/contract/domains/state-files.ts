import type { Text } from '../words/wording';
/**
 * The desk's small JSON state files whose loss matters. When one is found damaged it is kept
 * unchanged as `<name>.corrupt-<time>` beside the original, and the desk says so while the kept
 * copy exists (Settings; docs/security.md "State files").
 */
export const KEPT_STATE_FILES = ['profiles', 'preferences'] as const;
export type KeptStateFileName = (typeof KEPT_STATE_FILES)[number];

/** Why a state file could not be used as it was. */
export const STATE_FILE_DAMAGES = ['unreadable', 'not-json', 'unexpected-shape', 'partly-readable'] as const;
export type StateFileDamageReason = (typeof STATE_FILE_DAMAGES)[number];

export interface KeptStateFile {
  file: KeptStateFileName;
  /** The state file itself (e.g. …/profiles.json). */
  path: string;
  /** The damaged copy, kept unchanged; null when it could not be moved aside (see `found.detail`). */
  keptAs: string | null;
  /** When it was found damaged and kept (ISO time). */
  keptAt: string;
  /** Found by this start of the desk: why, and the technical detail for IT. Null for a copy an earlier start kept. */
  found: { reason: StateFileDamageReason; detail: Text } | null;
}
