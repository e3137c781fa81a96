import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHINESE_LITERALS, SAY_CALLS } from './old-mechanisms';

const ROOT = join(import.meta.dirname, '../../..');
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff60]/;
/** The catalogue itself: the one place Chinese words belong. */
const CATALOGUE = 'electron/contract/words/';
/** Modules converted to wordings: they stay converted. */
const CONVERTED = ['electron/main/wholesale/errors/', 'electron/main/wholesale/outcome-unknown.ts', 'electron/contract/validation.ts', 'electron/contract/result.ts', 'electron/main/desk/ticketing/'];
/** Of those, the ones that never read the language of the moment (validation's renderer-side `issuesFromZod` defaults to the screen's). */
const LANGUAGE_FREE = ['electron/main/wholesale/errors/', 'electron/main/wholesale/outcome-unknown.ts', 'electron/contract/result.ts', 'electron/main/desk/ticketing/'];

interface Counts {
  say: number;
  chinese: number;
  inEachLanguage: number;
  activeLanguage: number;
}

/** What one source file still does the old way, read from its syntax tree. */
export function oldWays(file: string, source: string): Counts {
  const counts: Counts = { say: 0, chinese: 0, inEachLanguage: 0, activeLanguage: 0 };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['say', 'sayWords', 'sayText'].includes(node.expression.text)) counts.say += 1;
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent) && node.text === 'inEachLanguage') counts.inEachLanguage += 1;
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent) && ['activeLanguage', 'inChinese'].includes(node.text)) counts.activeLanguage += 1;
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (literal && CHINESE.test(node.text)) counts.chinese += 1;
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return counts;
}

function sources(): { file: string; counts: Counts }[] {
  return ['electron/main', 'electron/contract'].flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => relative(ROOT, join(ROOT, folder, name)).split('\\').join('/'))
      .filter((file) => !file.startsWith(CATALOGUE))
      .map((file) => ({ file, counts: oldWays(file, readFileSync(join(ROOT, file), 'utf8')) })),
  );
}

/** Files above what they are allowed, and allowances above what their file still has (to be lowered). */
function overAndStale(found: { file: string; count: number }[], allowed: Readonly<Record<string, number>>): { over: string[]; stale: string[] } {
  const actual = new Map(found.filter(({ count }) => count > 0).map(({ file, count }) => [file, count]));
  const over = [...actual].filter(([file, count]) => count > (allowed[file] ?? 0)).map(([file, count]) => `${file}: ${count} (allowed ${allowed[file] ?? 0})`);
  const stale = Object.entries(allowed).filter(([file, count]) => (actual.get(file) ?? 0) < count).map(([file, count]) => `${file}: ${actual.get(file) ?? 0} (listed ${count}: lower it)`);
  return { over, stale };
}

describe('one catalogue of words: nobody goes around it', () => {
  const all = sources();

  it('has no new say() in main: new words are wordings of the catalogue (old-mechanisms.ts only goes down)', () => {
    expect(overAndStale(all.map(({ file, counts }) => ({ file, count: counts.say })), SAY_CALLS)).toEqual({ over: [], stale: [] });
  });

  it('has no new Chinese text in main or the contract outside the catalogue', () => {
    expect(overAndStale(all.map(({ file, counts }) => ({ file, count: counts.chinese })), CHINESE_LITERALS)).toEqual({ over: [], stale: [] });
  });

  it('has no language swap to store both languages any more (a wording is worded where it is shown)', () => {
    expect(all.filter(({ counts }) => counts.inEachLanguage > 0).map(({ file }) => file)).toEqual([]);
  });

  it('keeps the converted modules converted: no say(), no Chinese, no language of the moment', () => {
    const relapsed = all
      .filter(({ file }) => CONVERTED.some((converted) => file.startsWith(converted)))
      .filter(({ file, counts }) => counts.say + counts.chinese + counts.inEachLanguage + (LANGUAGE_FREE.some((free) => file.startsWith(free)) ? counts.activeLanguage : 0) > 0)
      .map(({ file, counts }) => `${file}: ${JSON.stringify(counts)}`);
    expect(relapsed).toEqual([]);
  });

  it('has no catalogue keyed by English text any more', () => {
    expect(existsSync(join(ROOT, 'electron/main/i18n/catalogue-zh.ts'))).toBe(false);
    expect(all.filter(({ file }) => /CATALOGUE_ZH|catalogueText/.test(readFileSync(join(ROOT, file), 'utf8'))).map(({ file }) => file)).toEqual([]);
  });

  it('finds each way around it in a file', () => {
    const source = [
      "import { say } from '../i18n/main-language';",
      "const a = say('Saved.', '已保存。');",
      "const b = inEachLanguage(() => a);",
      "const c = activeLanguage() === 'zh-CN' ? `已${a}` : a;",
    ].join('\n');
    expect(oldWays('electron/main/desk/new-module.ts', source)).toEqual({ say: 1, chinese: 2, inEachLanguage: 1, activeLanguage: 1 });
    expect(overAndStale([{ file: 'electron/main/desk/new-module.ts', count: 1 }], SAY_CALLS).over).toEqual(['electron/main/desk/new-module.ts: 1 (allowed 0)']);
  });
});
