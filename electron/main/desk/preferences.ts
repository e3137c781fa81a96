import { z } from 'zod';
import { THEME_CHOICES, type Preferences } from '../../contract';
import { readJsonFile, writeJsonFile } from '../storage/json-file';

const preferencesSchema = z.object({ theme: z.enum(THEME_CHOICES).catch('system') });
const DEFAULTS: Preferences = { theme: 'system' };

/** The agent's desk preferences, kept in main so both transports (and restarts) share them. */
export class PreferencesService {
  private current: Preferences;

  constructor(private readonly file: string) {
    this.current = readJsonFile(file, preferencesSchema, DEFAULTS);
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
