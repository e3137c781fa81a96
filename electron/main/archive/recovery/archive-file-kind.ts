import { MIGRATIONS } from '../migrations';
import { ARCHIVE_MERGE_RULES } from './merge-rules';
import type { StorageFileKind } from './storage-file-kind';

/** The search archive (`archive.sqlite`: searches, priced offers, test orders) as recovery sees it. */
export const ARCHIVE_FILE_KIND: StorageFileKind = {
  name: 'archive',
  migrations: MIGRATIONS,
  countedTable: 'searches',
  mergeRules: ARCHIVE_MERGE_RULES,
};
