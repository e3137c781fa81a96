import { z } from 'zod';
import { DENSITIES, LANGUAGES, OVERDUE_DAYS_RANGE, POLL_INTERVAL_MINUTES_RANGE, SHOPPING_TIMEOUT_RANGE, THEME_CHOICES, type Language, type Preferences } from '../../contract';
import type { KeptStateFile } from '../../contract/domains/state-files';
import { textIn } from '../../contract/words';
import type { Logger } from '../logging/logger';
import { fromSchema, readJsonState, writeJsonFile, type DamagedStateFile } from '../storage/json-file';
import { keptStateFiles } from '../storage/kept-state-files';

type Defaults = Omit<Preferences, 'language'>;
const DEFAULTS: Defaults = {
  theme: 'system',
  density: 'compact',
  diagnosticsLogging: false,
  shoppingTimeoutSeconds: SHOPPING_TIMEOUT_RANGE.default,
  overdueDays: OVERDUE_DAYS_RANGE.default,
  pollIntervalMinutes: POLL_INTERVAL_MINUTES_RANGE.default,
};

/**
 * Each field falls back on its own, so one bad value never resets the others. The language has
 * no fixed default: a file without one (a first start, or a desk older than the choice) takes
 * the OS language, filled in by the service.
 */
const preferencesSchema = z.object({
  theme: z.enum(THEME_CHOICES).catch(DEFAULTS.theme),
  density: z.enum(DENSITIES).catch(DEFAULTS.density),
  diagnosticsLogging: z.boolean().catch(DEFAULTS.diagnosticsLogging),
  shoppingTimeoutSeconds: z.number().int().min(SHOPPING_TIMEOUT_RANGE.min).max(SHOPPING_TIMEOUT_RANGE.max).catch(DEFAULTS.shoppingTimeoutSeconds),
  overdueDays: z.number().int().min(OVERDUE_DAYS_RANGE.min).max(OVERDUE_DAYS_RANGE.max).catch(DEFAULTS.overdueDays),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  pollIntervalMinutes: z.number().int().min(POLL_INTERVAL_MINUTES_RANGE.min).max(POLL_INTERVAL_MINUTES_RANGE.max).catch(DEFAULTS.pollIntervalMinutes),
});

/**
 * The agent's desk preferences, kept in main so both transports (and restarts) share them. A file
 * that is not JSON (or not an object) is kept aside as `preferences.json.corrupt-<time>`, logged and
 * listed for Settings, and the desk starts with the defaults.
 */
export class PreferencesService {
  private current: Preferences;
  private readonly listeners = new Set<(preferences: Preferences) => void>();
  private readonly damage: DamagedStateFile | null;

  /** `osLanguage`: the language of a first start, from the OS locale (Electron's app.getLocale()). */
  constructor(
    private readonly file: string,
    osLanguage: Language = 'en',
    logger?: Logger,
  ) {
    const read = readJsonState<Defaults & { language?: Language }>(file, fromSchema(preferencesSchema), DEFAULTS);
    this.current = { ...read.value, language: read.value.language ?? osLanguage };
    this.damage = read.damage;
    if (read.damage) logger?.warn('state-file.damaged', { file, keptAs: read.damage.keptAs, reason: read.damage.reason, detail: textIn('en', read.damage.detail) });
  }

  /** preferences.json copies kept aside because they were damaged: the one this start found, and any earlier ones still there. */
  keptFiles(): KeptStateFile[] {
    return keptStateFiles('preferences', this.file, this.damage);
  }

  /** The language main's own text speaks (read on every message it makes, so a switch applies at once). */
  language(): Language {
    return this.current.language;
  }

  get(): Preferences {
    return { ...this.current };
  }

  /** Written first, then taken: a write that fails (a full disk) leaves the preferences as they were. */
  update(patch: Partial<Preferences>): Preferences {
    const next = { ...this.current, ...stripUndefined(patch) };
    writeJsonFile(this.file, next);
    this.current = next;
    for (const listener of this.listeners) listener(this.get());
    return this.get();
  }

  /** Told after every update (main's own users of a preference, e.g. the reimbursement poller). */
  subscribe(listener: (preferences: Preferences) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
