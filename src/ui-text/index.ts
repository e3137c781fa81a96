import { setLanguageSource } from '@contract/format/active-language';
import type { Language } from '@contract/domains/language';
import { reactive, readonly, ref } from 'vue';
import { wordsIn } from '@contract/words';
import type { UiText } from './en';

/**
 * The active language's text. Views read it as `text.x.y` or keep a branch (`const t =
 * text.shopping`): both stay valid across a switch, because switching replaces the leaves of this
 * one reactive object in place instead of swapping the object. Reading a leaf inside a template,
 * a computed or a watcher subscribes it, so everything on screen follows without a restart.
 */
export const text: UiText = reactive(copyOf(wordsIn('en').ui));

// The screens' half of the desk's one catalogue of words (electron/contract/words/catalogue.ts).
const DICTIONARIES: Readonly<Record<Language, UiText>> = { en: wordsIn('en').ui, 'zh-CN': wordsIn('zh-CN').ui };

const current = ref<Language>('en');

/** The active language, read-only (setLanguage changes it). Reading it inside a computed subscribes. */
export const language = readonly(current);

// The shared formatters (dates, durations) read the language through this ref: reactive too.
setLanguageSource(() => current.value);

/** Makes `wanted` the language of every screen, at once. */
export function setLanguage(wanted: Language): void {
  // A main older than the choice sends no language: the desk stays as it is.
  if (wanted === current.value || !Object.hasOwn(DICTIONARIES, wanted)) return;
  replaceLeaves(text as unknown as Tree, DICTIONARIES[wanted] as unknown as Tree);
  current.value = wanted;
  if (typeof document !== 'undefined') document.documentElement.lang = wanted;
}

/** Fills `{name}` placeholders: format(text.statusBar.version, { version: '1.0.0' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

interface Tree {
  [key: string]: string | Tree;
}

function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Same shape on both sides (the types prove it), so only strings are ever assigned. */
function replaceLeaves(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing !== 'object') target[key] = typeof value === 'string' ? value : copyOf(value);
    else replaceLeaves(existing, value);
  }
}
