import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * The shared formatters that word a date or a duration, and how many arguments a call needs to name
 * its language (the last one). Left out, the language is the screen's (the renderer's source,
 * electron/contract/format/active-language.ts), which main never installs: a main call without it
 * would word English on a Chinese desk.
 */
const FORMATTERS: Readonly<Record<string, number>> = {
  formatDayMonth: 2,
  formatDayMonthYear: 2,
  formatWeekdayDayMonth: 2,
  formatWeekday: 2,
  formatDateTime: 2,
  formatDuration: 2,
  formatTravelDate: 3,
  formatTravelWeekdayDate: 3,
};
/** The renderer's language source: main neither reads nor installs it. */
const LANGUAGE_OF_THE_MOMENT = ['activeLanguage', 'setLanguageSource', 'inChinese'];

/** What in one source file words by a language it does not name, read from its syntax tree. */
function unnamedLanguage(file: string, source: string): string[] {
  const found: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && LANGUAGE_OF_THE_MOMENT.includes(node.text)) found.push(`${where(node)} ${node.text}`);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(FORMATTERS, node.expression.text)) {
      const needed = FORMATTERS[node.expression.text] ?? 0;
      if (node.arguments.length < needed) found.push(`${where(node)} ${node.expression.text} without its language`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('main names the language wherever it words (docs/i18n.md): no language of the moment', () => {
  it('reads no global language and calls every date formatter with its language', () => {
    const files = (readdirSync(join(ROOT, 'electron/main'), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => relative(ROOT, join(ROOT, 'electron/main', name)).split('\\').join('/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => unnamedLanguage(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
    // Parsing every file of main takes 1–2 s alone and over 5 s on a loaded CI machine.
  }, 30_000);

  it('finds a read of the language of the moment and a formatter called without its language', () => {
    const source = [
      "import { activeLanguage } from '../../contract/format/active-language';",
      'const a = formatTravelDate(date, serviceToday());',
      "const b = formatDuration(minutes, 'zh-CN');",
      'const c = word(activeLanguage(), code);',
      'const d = formatDayMonth(date);',
    ].join('\n');
    expect(unnamedLanguage('electron/main/new.ts', source)).toEqual([
      'electron/main/new.ts:1 activeLanguage',
      'electron/main/new.ts:2 formatTravelDate without its language',
      'electron/main/new.ts:4 activeLanguage',
      'electron/main/new.ts:5 formatDayMonth without its language',
    ]);
  });
});
