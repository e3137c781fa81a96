/**
 * Issue 21, finding 7: the name a document is stored and sent under. Before, the name went to the
 * service as the agent's computer gave it: `../../…/PWNED.pdf`, a right-to-left override, a
 * newline and `<img onerror>` were all sent and stored.
 */
import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, MAX_FILE_NAME_CHARACTERS, sendableFileName } from '../../../electron/contract/refunds/document-file-name';

const NASTY = [
  '../../../../etc/PWNED.pdf',
  '..\\..\\Windows\\System32\\PWNED.pdf',
  'C:\\Users\\agent\\Desktop\\certificate.pdf',
  'invoice\u202Efdp.exe',
  'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u200Bl\uFEFF.pdf',
  'line one\nline two\r\n.pdf',
  '<img src=x onerror=alert(1)>.pdf',
  '"quoted" & \'single\' `tick`.pdf',
  'percent%2F..%2Fencoded.pdf',
  'fullwidth\uFF0Fslash\u2215division\u2044fraction.pdf',
  `${'long '.repeat(60)}name.pdf`,
  `${'😀'.repeat(120)}.png`,
  '.pdf',
  '../',
  '\u202E\u0000\n',
  '...',
  'CON.pdf',
  'nul',
  '  spaced   out  .pdf',
  '诊断证明（张三）.pdf',
  'report.',
  'archive.tar.gz',
];

describe('the name a document is sent under', () => {
  it('keeps the base name only: no directories, in either slash, nor their look-alikes', () => {
    expect(sendableFileName('../../../../etc/PWNED.pdf')).toBe('PWNED.pdf');
    expect(sendableFileName('..\\..\\Windows\\System32\\PWNED.pdf')).toBe('PWNED.pdf');
    expect(sendableFileName('C:\\Users\\agent\\Desktop\\certificate.pdf')).toBe('certificate.pdf');
    expect(sendableFileName('fullwidth\uFF0Fslash\u2215division\u2044fraction.pdf')).toBe('fraction.pdf');
  });

  it('drops control, format and bidirectional characters: what it says is what it shows', () => {
    expect(sendableFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sendableFileName('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u200Bl\uFEFF.pdf')).toBe('abcdefghijkl.pdf');
    expect(sendableFileName('line one\nline two\r\n.pdf')).toBe('line one line two.pdf');
    expect(sendableFileName('tab\there\u2028there\u0007\u001b[31m.pdf')).toBe('tab here there[31m.pdf');
  });

  it('replaces what means something to HTML, to Windows or to a URL decoder', () => {
    expect(sendableFileName('<img src=x onerror=alert(1)>.pdf')).toBe('_img src=x onerror=alert(1)_.pdf');
    expect(sendableFileName('"quoted" & \'single\' `tick`.pdf')).toBe('_quoted_ _ _single_ _tick_.pdf');
    expect(sendableFileName('percent%2F..%2Fencoded.pdf')).toBe('percent_2F.._2Fencoded.pdf');
    expect(sendableFileName('CON.pdf')).toBe('_CON.pdf');
  });

  it('at most 100 characters, the extension kept, never cutting a character in half', () => {
    const long = sendableFileName(`${'long '.repeat(60)}name.pdf`);
    expect([...long]).toHaveLength(MAX_FILE_NAME_CHARACTERS);
    expect(long).toBe(`${'long '.repeat(19)}l.pdf`);
    const emoji = sendableFileName(`${'😀'.repeat(120)}.png`);
    expect([...emoji]).toHaveLength(MAX_FILE_NAME_CHARACTERS);
    expect(emoji).toBe(`${'😀'.repeat(96)}.png`);
  });

  it('is never empty, and leaves ordinary names (Chinese included) as they are', () => {
    expect(sendableFileName('.pdf')).toBe(`${FALLBACK_FILE_NAME}.pdf`);
    expect(sendableFileName('../')).toBe(FALLBACK_FILE_NAME);
    expect(sendableFileName('\u202E\u0000\n')).toBe(FALLBACK_FILE_NAME);
    expect(sendableFileName('...')).toBe(FALLBACK_FILE_NAME);
    expect(sendableFileName('诊断证明（张三）.pdf')).toBe('诊断证明（张三）.pdf');
    expect(sendableFileName('medical-certificate.pdf')).toBe('medical-certificate.pdf');
    expect(sendableFileName('archive.tar.gz')).toBe('archive.tar.gz');
    expect(sendableFileName('  spaced   out  .pdf')).toBe('spaced out.pdf');
  });

  it('gives the same name when applied again (stored, then sent)', () => {
    for (const name of NASTY) {
      const once = sendableFileName(name);
      expect(sendableFileName(once)).toBe(once);
      expect(once).not.toMatch(/[/\\<>&"'`:*?|%\p{Cc}\p{Cf}]/u);
      expect(once.length).toBeGreaterThan(0);
      expect([...once].length).toBeLessThanOrEqual(MAX_FILE_NAME_CHARACTERS);
    }
  });
});
