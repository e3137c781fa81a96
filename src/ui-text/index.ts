import { en, type UiText } from './en';

/** The active language. Adding one: a file like en.ts typed `UiText`, chosen here. */
export const text: UiText = en;

/** Fills `{name}` placeholders: format(text.statusBar.version, { version: '1.0.0' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
