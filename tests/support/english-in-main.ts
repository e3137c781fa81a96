import ts from 'typescript';

/**
 * Finds English wording in main's sources that would reach the agent without a Chinese twin
 * (docs/i18n.md, "Main's own text"). It reads the syntax tree, not lines: a string is wording when
 * it has two or more English words in a row ("No active profile.", `desk host`) or is a single word
 * given as a visible field of an error (`what: 'profile'`). It is fine where it is
 *
 * - an argument of `say(english, chinese)` (the language is chosen when the text is made);
 * - written to the log (`log.*`, `logger.*`, `console.*`) or thrown as an `Error` (a defect, logged
 *   with its stack; the renderer shows the internal error's own Chinese title);
 * - not text at all: an import path, a type, a property name, a compared value, an `operation`,
 *   `field` or `rule` id, an excerpt of what the service sent, a SQL statement.
 *
 * Anything else is a finding, named by file, line and text, so the failing test says what to word.
 */
export interface Finding {
  file: string;
  line: number;
  text: string;
  /** The literal as written, quotes included. */
  source: string;
}

/** Properties whose value is an id, a machine value or the service's own text, never the desk's wording. */
const NOT_WORDING_PROPERTIES = new Set(['operation', 'field', 'rule', 'excerpt', 'specMessage', 'kind', 'outcome', 'code', 'name', 'id', 'path', 'channel', 'sql', 'method', 'url', 'accept', 'contentType']);
/** Properties of an error (or a result the renderer shows) whose value the agent reads. */
const VISIBLE_PROPERTIES = new Set(['message', 'fix', 'what', 'explanation', 'nextStep', 'howToVerify', 'detail', 'title', 'label', 'reason', 'cause']);
const LOG_OBJECTS = new Set(['log', 'logger', 'console', 'logging']);

const SENTENCE = /[A-Za-z][a-z']+,? [A-Za-z][a-z']*\b/;
const WORD = /[A-Za-z][a-z]{2,}/;
const SQL = /^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|WITH|BEGIN|COMMIT|ROLLBACK)\b|\b(SELECT|FROM|WHERE|AS)\b[^]*\b(FROM|WHERE|AS)\b|\b[a-z]\.[a-z]+_[a-z_]+\b/;

export function englishInSource(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const parameters = parameterNames(tree);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isWordingCall(node) && atModuleLevel(node)) {
      findings.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text: 'worded once, when the module loads: a later switch of language never reaches it', source: node.getText(tree) });
    }
    const text = literalText(node);
    if (text !== null && isWording(node, text) && !isExcused(node, parameters)) {
      findings.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text, source: node.getText(tree) });
    }
    // A template's spans are read with the template, not one by one.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(tree);
  return findings;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A slot reads as a number: `Order ${n} is` is wording, `str${which}Date` is a name.
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('9');
  return null;
}

function isWording(node: ts.Node, text: string): boolean {
  if (SQL.test(text)) return false;
  if (SENTENCE.test(text)) return true;
  const property = propertyNameOf(node);
  return property !== null && VISIBLE_PROPERTIES.has(property) && WORD.test(text);
}

function propertyNameOf(node: ts.Node): string | null {
  let current: ts.Node = node;
  // `message: a ? 'x' : 'y'` and `message: 'x' + y` still belong to `message`.
  while (ts.isConditionalExpression(current.parent) || ts.isBinaryExpression(current.parent) || ts.isParenthesizedExpression(current.parent)) current = current.parent;
  const parent = current.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === current) return parent.name.getText();
  return null;
}

function isExcused(node: ts.Node, parameters: ReadonlyMap<string, readonly string[]>): boolean {
  const parent = node.parent;
  // `issue('orderId', 'air order', message)`: given to a parameter named `rule` (or `field`…), an id.
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
    const name = parameters.get(parent.expression.text)?.[parent.arguments.indexOf(node as ts.Expression)];
    if (name !== undefined && NOT_WORDING_PROPERTIES.has(name)) return true;
  }
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  // `const AGE_RULE = 'age on the travel date'`: a rule's name, an id the renderer keys on.
  if (ts.isVariableDeclaration(parent) && /_RULE$/.test(parent.name.getText())) return true;
  if (ts.isElementAccessExpression(parent)) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.InKeyword].includes(parent.operatorToken.kind)) return true;
  const property = propertyNameOf(node);
  if (property !== null && NOT_WORDING_PROPERTIES.has(property)) return true;
  for (let current: ts.Node = node; !ts.isSourceFile(current); current = current.parent) {
    if (ts.isCallExpression(current) && (isPaired(current, current.arguments) || isLog(current))) return true;
    if (ts.isConditionalExpression(current) && isPaired(current, [current.whenTrue, current.whenFalse])) return true;
    if (ts.isArrayLiteralExpression(current) && current.elements.length === 2 && isPaired(current, current.elements)) return true;
    if (ts.isNewExpression(current) && /Error$/.test(current.expression.getText())) return true;
    if (ts.isCallExpression(current) && current.expression.kind === ts.SyntaxKind.SuperKeyword && extendsError(current)) return true;
    if (ts.isFunctionLike(current) && afterChineseReturn(node, current)) return true;
  }
  return false;
}

const CJK = /[\u3400-\u9fff]/;
/** A Chinese answer: Chinese text, or a call to a function that words it in Chinese (`sentenceInChinese`). */
const CHINESE_ANSWER = /[\u3400-\u9fff]|InChinese\(/;
const LANGUAGE_TEST = /\b(zh|chinese|inChinese|activeLanguage)\b|zh-CN/;

/** `say(english, chinese)`, `zh(english, chinese)`, `zh ? chinese : english`: the English has its Chinese beside it. */
function isPaired(_: ts.Node, branches: readonly ts.Node[]): boolean {
  return branches.some((branch) => CJK.test(branch.getText()));
}

/** `if (zh) return '中文'; … return 'English'`: the function has already answered in Chinese. */
function afterChineseReturn(node: ts.Node, fn: ts.SignatureDeclaration): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found || child.getStart() >= node.getStart()) return;
    if (ts.isIfStatement(child) && LANGUAGE_TEST.test(child.expression.getText()) && CHINESE_ANSWER.test(child.thenStatement.getText()) && child.getEnd() <= node.getStart()) {
      found = true;
      return;
    }
    if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}

/** `super(message)` in a class that extends an Error: the message of a thrown error, logged. */
function extendsError(call: ts.CallExpression): boolean {
  for (let current: ts.Node = call; !ts.isSourceFile(current); current = current.parent) {
    if (ts.isClassDeclaration(current)) return (current.heritageClauses ?? []).some((clause) => /Error\b/.test(clause.getText()));
  }
  return false;
}

function isWordingCall(call: ts.CallExpression): boolean {
  return ts.isIdentifier(call.expression) && ['say', 'sayWords', 'catalogueText'].includes(call.expression.text);
}

/** Not inside any function: run once, when the module is loaded. */
function atModuleLevel(node: ts.Node): boolean {
  for (let current = node.parent; !ts.isSourceFile(current); current = current.parent) if (ts.isFunctionLike(current)) return false;
  return true;
}

function isLog(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const target = callee.expression;
  const name = ts.isIdentifier(target) ? target.text : ts.isPropertyAccessExpression(target) ? target.name.text : '';
  return LOG_OBJECTS.has(name);
}

/** The parameter names of every function of the file declared by name (`function f`, `const f = (…) =>`). */
function parameterNames(tree: ts.SourceFile): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) names.set(node.name.text, node.parameters.map((p) => p.name.getText(tree)));
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      names.set(node.name.text, node.initializer.parameters.map((p) => p.name.getText(tree)));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return names;
}
