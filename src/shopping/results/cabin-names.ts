/** Cabins as the service spells them in answers (upper case) and as agents read them. */
import { text } from '../../ui-text';

export function cabinName(cabin: string): string {
  const names: Readonly<Record<string, string>> = text.results.cabins;
  return names[cabin.toUpperCase().replace(/[^A-Z]/g, '')] ?? cabin;
}
