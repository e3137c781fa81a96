import type { Language } from '../domains/language';
import { en as uiEn, type UiText } from '../../../src/ui-text/en';
import { zhCN as uiZhCN } from '../../../src/ui-text/zh-CN';
import { DESK_WORDS_EN, type DeskWords } from './en';
import { DESK_WORDS_ZH_CN } from './zh-CN';

/**
 * The desk's one catalogue of words, one object per language, read by the renderer and by main:
 * `ui` is the screens' dictionary (src/ui-text/en.ts and zh-CN.ts, the files views have always
 * read), `desk` the words main means by code (errors, validation, status, stored texts: ./en and
 * ./zh-CN). Both halves are typed by their English file, so a language cannot lack a key.
 */
interface Catalogue {
  readonly ui: UiText;
  readonly desk: DeskWords;
}

const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en: { ui: uiEn, desk: DESK_WORDS_EN },
  'zh-CN': { ui: uiZhCN, desk: DESK_WORDS_ZH_CN },
};

/** The catalogue of one language; an unknown language (an older main) gets English. */
export function wordsIn(language: Language): Catalogue {
  return Object.hasOwn(CATALOGUES, language) ? CATALOGUES[language] : CATALOGUES.en;
}
