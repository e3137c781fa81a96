/**
 * The language of the moment, for the one main module that still words by it: the place
 * directory's Chinese names (docs/i18n.md, "What is left of the old mechanisms"). Everything else
 * main says is a wording of the catalogue, worded by the renderer or with an explicit language.
 */
import { activeLanguage } from '../../contract/format/active-language';

export function inChinese(): boolean {
  return activeLanguage() === 'zh-CN';
}
