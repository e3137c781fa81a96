import { z } from 'zod';
import { DENSITIES, OVERDUE_DAYS_RANGE, SHOPPING_TIMEOUT_RANGE, THEME_CHOICES, type Preferences } from '../../contract';
import { readJsonFile, writeJsonFile } from '../storage/json-file';

const DEFAULTS: Preferences = { theme: 'system', density: 'compact', diagnosticsLogging: false, shoppingTimeoutSeconds: SHOPPING_TIMEOUT_RANGE.default, overdueDays: OVERDUE_DAYS_RANGE.default };

/** Each field falls back on its own, so one bad value never resets the others. */
const preferencesSchema = z.object({
  theme: z.enum(THEME_CHOICES).catch(DEFAULTS.theme),
  density: z.enum(DENSITIES).catch(DEFAULTS.density),
  diagnosticsLogging: z.boolean().catch(DEFAULTS.diagnosticsLogging),
  shoppingTimeoutSeconds: z.number().int().min(SHOPPING_TIMEOUT_RANGE.min).max(SHOPPING_TIMEOUT_RANGE.max).catch(DEFAULTS.shoppingTimeoutSeconds),
  overdueDays: z.number().int().min(OVERDUE_DAYS_RANGE.min).max(OVERDUE_DAYS_RANGE.max).catch(DEFAULTS.overdueDays),
});

/** The agent's desk preferences, kept in main so both transports (and restarts) share them. */
export class PreferencesService {
  private current: Preferences;

  constructor(private readonly file: string) {
    this.current = readJsonFile(file, preferencesSchema.catch(DEFAULTS), DEFAULTS);
  }

  get(): Preferences {
    return { ...this.current };
  }

  update(patch: Partial<Preferences>): Preferences {
    this.current = { ...this.current, ...stripUndefined(patch) };
    writeJsonFile(this.file, this.current);
    return this.get();
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
