import { z } from 'zod';
import { DENSITIES, LANGUAGES, OVERDUE_DAYS_RANGE, POLL_INTERVAL_MINUTES_RANGE, SHOPPING_TIMEOUT_RANGE, THEME_CHOICES, type Language, type Preferences } from '../../contract';
import { readJsonFile, writeJsonFile } from '../storage/json-file';

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

/** The agent's desk preferences, kept in main so both transports (and restarts) share them. */
export class PreferencesService {
  private current: Preferences;
  private readonly listeners = new Set<(preferences: Preferences) => void>();

  /** `osLanguage`: the language of a first start, from the OS locale (Electron's app.getLocale()). */
  constructor(
    private readonly file: string,
    osLanguage: Language = 'en',
  ) {
    const read = readJsonFile<Defaults & { language?: Language }>(file, preferencesSchema.catch(DEFAULTS), DEFAULTS);
    this.current = { ...read, language: read.language ?? osLanguage };
  }

  /** The language main's own text speaks (read on every message it makes, so a switch applies at once). */
  language(): Language {
    return this.current.language;
  }

  get(): Preferences {
    return { ...this.current };
  }

  update(patch: Partial<Preferences>): Preferences {
    this.current = { ...this.current, ...stripUndefined(patch) };
    writeJsonFile(this.file, this.current);
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
