import type { Language } from '../../contract/domains/language';
import { word, type WordCode } from '../../contract/words';
import type { ParamsArgument } from '../../contract/words/wording';
import type { DocumentLanguage } from './document-model';

/**
 * The document's words in its language or languages, whatever the desk's own. "Both" puts the
 * two languages side by side where a label is short (titles: "Itinerary 行程单") and stacks them
 * line by line elsewhere (English first, Chinese under it), which reads well in a narrow table
 * column and keeps every sentence whole.
 */
export class DocumentWords {
  readonly languages: readonly Language[];

  constructor(language: DocumentLanguage) {
    this.languages = language === 'both' ? ['en', 'zh-CN'] : [language];
  }

  /** The language the PDF declares: its first. */
  get primary(): Language {
    return this.languages[0] ?? 'en';
  }

  /** A catalogue code in each of the document's languages, one line each (once when they agree). */
  say<C extends WordCode>(code: C, ...params: ParamsArgument<C>): string[] {
    return unique(this.languages.map((language) => word(language, code, ...params)));
  }

  /** In the document's first language only: a label beside a value that reads the same in both (Tel. +86…). */
  first<C extends WordCode>(code: C, ...params: ParamsArgument<C>): string {
    return word(this.primary, code, ...params);
  }

  /** The same, on one line. */
  inline<C extends WordCode>(code: C, ...params: ParamsArgument<C>): string {
    return this.say(code, ...params).join('  ');
  }

  /** A line per language made by `make`: a value desk-format writes per language (a date, a duration), or words whose parameters are. */
  each(make: (language: Language) => string): string[] {
    return unique(this.languages.map(make));
  }
}

function unique(lines: string[]): string[] {
  return lines.filter((line, index) => line !== '' && lines.indexOf(line) === index);
}
