import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishInSource, type Finding } from '../../support/english-in-main';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * English that stays English in the Chinese desk, each for a reason. Anything else main or the
 * contract words for the agent goes through `say(english, chinese)` or a Chinese twin beside it.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The product's name and a macOS folder name, not wording.
  'electron/main/app-identity.ts': ['Ticketing Desk'],
  'electron/main/data-paths.ts': ['Application Support'],
  // The first bytes of every SQLite file.
  'electron/main/archive/open-with-recovery.ts': ['SQLite format 3\0'],
  // The service's own status text of a new order, as the service writes it (data, shown beside the desk's label).
  'electron/main/desk/order-file/answers/booking-answer.ts': ['To be paid'],
  'electron/main/desk/booking/booking-service.ts': ['To be paid'],
  // The service's own messages for the rules the desk checks before sending: kept exactly, as a service message is.
  'electron/contract/domains/shopping.ts': [
    'The maximum number of passengers with seat is 9.',
    'There should be at least one adult.',
    'The number of infant passengers can not exceed the number of adult passengers.',
    'Only 2 journeys can be supported, please check your itinerary.',
    'Departure date must be today to a year.',
  ],
  // A rule's id (the issue's `rule`, never its sentence).
  'electron/contract/validation.ts': ['one of the allowed values'],
  // HTTP plumbing of the window's own protocol and the browser host: a body no screen shows, an SSE
  // comment, CSP directives, reasons a body read stopped, an internal marker.
  'electron/main/protocol/app-protocol.ts': ['Not found'],
  'electron/main/transports/web/web-host.ts': ['Not found', 'no input'],
  'electron/main/transports/web/event-stream.ts': [': desk events\n\n'],
  'electron/main/transports/web/security-headers.ts': ["img-src 'self' data:", "font-src 'self' data:", 'frame-src blob:'],
  'electron/main/transports/web/read-body.ts': ['too-large', 'aborted'],
  // Why a launch address was not exchanged: a reason code the tab words, never shown as it is.
  'electron/main/transports/web/desk-sessions.ts': ['unknown', 'expired'],
  'electron/main/wholesale/transport/read-bounded-body.ts': ['too-large'],
  // What replaces the partner id in an excerpt of the service's answer (the excerpt is the service's text).
  'electron/main/wholesale/redaction.ts': ['[partner id]'],
};

/**
 * Where English has its Chinese in a twin the type checker and a test hold to the same keys: the
 * words catalogue (electron/contract/words/en/* and zh-CN/*, tests/unit/words/catalogue.test.ts).
 * The error tables hold only codes of it, and the specification's own messages and conditions.
 */
const TWIN_TABLES = ['electron/main/wholesale/errors/tables/', 'electron/contract/words/'];

function sources(): { file: string; source: string }[] {
  return ['electron/main', 'electron/contract'].flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => relative(ROOT, join(ROOT, folder, name)).split('\\').join('/'))
      .filter((file) => !TWIN_TABLES.some((twin) => file.startsWith(twin)))
      .map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') })),
  );
}

const shown = (findings: Finding[]) => findings.map((finding) => `${finding.file}:${finding.line} ${finding.text}`);

describe('main’s own text in both languages', () => {
  it('has no English sentence for the agent without its Chinese beside it, in main or the contract', () => {
    const findings = sources().flatMap(({ file, source }) => englishInSource(file, source));
    const unpaired = findings.filter((finding) => !(ALLOWED[finding.file] ?? []).includes(finding.text));
    expect(shown(unpaired)).toEqual([]);
  });

  it('keeps the list of allowed English short and true: every entry is still in its file', () => {
    const found = new Set(sources().flatMap(({ file, source }) => englishInSource(file, source).map((finding) => `${finding.file} ${finding.text}`)));
    const stale = Object.entries(ALLOWED).flatMap(([file, texts]) => texts.map((text) => `${file} ${text}`)).filter((entry) => !found.has(entry));
    expect(stale).toEqual([]);
    expect(Object.values(ALLOWED).flat().length).toBeLessThan(25);
  });

  it('gives every say() a second text of its own, not the English again', () => {
    const copies = sources().flatMap(({ file, source }) => pairsOfEverySay(file, source).filter(({ english, chinese }) => english === chinese).map(({ line, chinese }) => `${file}:${line} ${chinese}`));
    expect(copies).toEqual([]);
  });
});

describe('the scan of main’s sources', () => {
  const scan = (source: string) => englishInSource('example.ts', source).map((finding) => finding.text);

  it('finds a new English message, fix or detail given to the agent', () => {
    expect(scan("return fail({ kind: 'internal', message: 'The order could not be filed.' });")).toEqual(['The order could not be filed.']);
    expect(scan("return fail({ kind: 'unavailable', what: 'profile', message: m, fix: f });")).toEqual(['profile']);
    expect(scan('const detail = `Order ${n} is not in the order file.`;')).toEqual(['Order 9 is not in the order file.']);
    expect(scan("issues.push({ field: 'orderNum', rule: 'digits', message: 'orderNum must be digits only, as printed.' });")).toEqual(['orderNum must be digits only, as printed.']);
  });

  it('finds wording made once when a module loads, which a switch of language never reaches', () => {
    expect(scan("const REFUSED = { message: say('This page may not call the desk.', '此页面不能调用工作台。') };")).toHaveLength(1);
    expect(scan("function refused() { return { message: say('This page may not call the desk.', '此页面不能调用工作台。') }; }")).toEqual([]);
  });

  it('accepts English paired with its Chinese, logged, thrown, or used as an id', () => {
    expect(scan("const m = () => say('The order could not be filed.', '无法存入此订单。');")).toEqual([]);
    expect(scan("const m = (zh: boolean) => (zh ? '无法存入此订单。' : 'The order could not be filed.');")).toEqual([]);
    expect(scan("function f(zh: boolean) { if (zh) return '无法存入此订单。'; return 'The order could not be filed.'; }")).toEqual([]);
    expect(scan("const TABLE = { cancel: ['Cancel the same order again.', '再次取消同一订单。'] };")).toEqual([]);
    expect(scan("logger.warn('the order could not be filed', { id });")).toEqual([]);
    expect(scan("throw new Error('The order could not be filed.');")).toEqual([]);
    expect(scan("const issue = (field: string, rule: string, message: string) => 0; function f() { return issue('orderId', 'air order', say('Only air orders.', '只有机票订单。')); }")).toEqual([]);
    expect(scan("if (kind === 'air order') return;")).toEqual([]);
    expect(scan("const AGE_RULE = 'age on the travel date';")).toEqual([]);
  });
});

/** The two texts of every `say(english, chinese)`, as written. */
function pairsOfEverySay(file: string, source: string): { line: number; english: string; chinese: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { line: number; english: string; chinese: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'say') {
      const [english, chinese] = node.arguments;
      if (english && chinese) found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, english: english.getText(tree), chinese: chinese.getText(tree) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
