import type { Language } from '../domains/language';

/**
 * The screen's language, for the renderer alone: src/ui-text/index.ts installs a source that reads
 * its Vue ref, so a computed that formats a date (desk-format.ts, travel-date.ts) or checks a form
 * (validation.ts's issuesFromZod) without naming a language re-runs when the language switches
 * (calling the source inside it is what subscribes it). It lives in the contract because those
 * shared functions default to it. Main installs no source: it names the language wherever it words
 * or formats (`word(language, …)`, the formatters' `language` argument; docs/i18n.md), and
 * tests/unit/words/one-catalogue.test.ts refuses a read of this in electron/main. Until a source is
 * installed, English.
 */
let source: () => Language = () => 'en';

/**
 * Installs the source and hands back the one it replaces, so a test that sets its own puts the
 * screen's back: unit and component files share their workers' modules (vitest.config.mts
 * `isolate: false`), and a source left at "always English" made a later file's Chinese read English.
 */
export function setLanguageSource(read: () => Language): () => Language {
  const previous = source;
  source = read;
  return previous;
}

export function activeLanguage(): Language {
  return source();
}
