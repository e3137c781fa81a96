/**
 * The desk's languages. One list shared by main (its own text: the error catalogue, status and
 * validation words) and the renderer (its dictionary), so both always speak the same one.
 */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a first start picks from the OS locale ("zh", "zh-CN", "zh-Hans-SG"… → zh-CN). */
export function languageForLocale(locale: string | null | undefined): Language {
  return typeof locale === 'string' && /^zh(?:$|[-_.@])/i.test(locale.trim()) ? 'zh-CN' : 'en';
}

/** The other language: what the switch shortcut moves to. */
export function nextLanguage(current: Language): Language {
  return current === 'en' ? 'zh-CN' : 'en';
}
