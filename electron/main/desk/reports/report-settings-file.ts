import { z } from 'zod';
import { DEFAULT_REPORT_TIME_ZONE, isKnownTimeZone } from '../../../contract/domains/reports';
import type { Logger } from '../../logging/logger';
import { fromSchema, readJsonState, writeJsonFile } from '../../storage/json-file';

/**
 * `reports.json` in the data folder: the agency's time zone for reports (its business day). A zone
 * this computer's time-zone database does not know, or a damaged file (kept aside like every state
 * file), falls back to Beijing, the service's own time.
 */
const fileSchema = z.object({
  timeZone: z
    .string()
    .refine(isKnownTimeZone)
    .nullable()
    .catch(null),
});

export class ReportSettingsFile {
  private timeZone: string | null;

  constructor(
    private readonly file: string,
    logger?: Logger,
  ) {
    const read = readJsonState(file, fromSchema(fileSchema), { timeZone: null });
    this.timeZone = read.value.timeZone;
    if (read.damage) logger?.warn('state-file.damaged', { file, keptAs: read.damage.keptAs, reason: read.damage.reason, detail: read.damage.detail });
  }

  /** The agency's zone, and whether it is the default (never chosen). */
  get(): { timeZone: string; isDefault: boolean } {
    return { timeZone: this.timeZone ?? DEFAULT_REPORT_TIME_ZONE, isDefault: this.timeZone === null };
  }

  /** Written first, then taken: a write that fails leaves the setting as it was. */
  set(timeZone: string): void {
    writeJsonFile(this.file, { timeZone });
    this.timeZone = timeZone;
  }
}
