import type { Language } from '../domains/language';

/**
 * Which language the shared formatters (dates, durations) and main's own text speak right now.
 * The source is a function each side installs once: main reads its preferences; the renderer
 * reads a Vue ref, so a computed that formats a date re-runs when the language switches (calling
 * the source inside it is what subscribes it). Until one is installed, English.
 */
let source: () => Language = () => 'en';

export function setLanguageSource(read: () => Language): void {
  source = read;
}

export function activeLanguage(): Language {
  return source();
}

