/**
 * naive-ui's own words in the desk's language, without its generic placeholders. An empty field
 * of naive-ui shows "Please Input" / "请输入" (and "Please Select") unless told otherwise: grey text
 * that says nothing a label does not, and that makes an empty field look filled (issue 23,
 * findings 9 and 12). A field that needs a hint gives its own placeholder, worded as an example.
 */
import { enUS, zhCN, type NLocale } from 'naive-ui';
import type { Language } from '@contract/domains/language';

function withoutGenericPlaceholders(locale: NLocale): NLocale {
  return {
    ...locale,
    Input: { ...locale.Input, placeholder: '' },
    InputNumber: { ...locale.InputNumber, placeholder: '' },
    Select: { ...locale.Select, placeholder: '' },
    Cascader: { ...locale.Cascader, placeholder: '' },
  };
}

const LOCALES: Readonly<Record<Language, NLocale>> = { en: withoutGenericPlaceholders(enUS), 'zh-CN': withoutGenericPlaceholders(zhCN) };

export function naiveLocaleFor(language: Language): NLocale {
  return LOCALES[language];
}
