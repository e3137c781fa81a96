// Exports of electron/ and src/ that no production file imports (issue 22, item 10). A name that
// only tests import is dead code the tests keep alive; the unit test tests/unit/scripts/unused-
// exports.test.ts runs this and keeps the answer empty (with its explicit allow-list), so dead
// exports cannot come back. Run by hand: `node scripts/lib/unused-exports.mjs`.
//
// It reads every .ts and .vue file (the <script> blocks) with TypeScript's parser: what each file
// exports (declarations, `export { … }`, re-exports, `export *`), and what each production file
// imports (named, default, namespace, type-only, `export … from`, dynamic `import()`), resolving
// relative paths and the `@/` and `@contract/` aliases. A namespace import or a dynamic import
// uses every export of its module.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where exports are judged. */
const JUDGED = ['electron', 'src'];
/** Production code that may import them: those folders, the scripts and the build configuration. */
const USERS = ['electron', 'src', 'scripts', 'electron.vite.config.ts', 'playwright.config.ts'];

function filesUnder(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(join(path, name))));
}
const isSource = (file) => /\.(ts|mts|mjs|vue)$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.d.mts');

function scriptOf(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!file.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
}

function resolveModule(from, specifier) {
  let base;
  if (specifier.startsWith('@contract/')) base = join('electron/contract', specifier.slice('@contract/'.length));
  else if (specifier === '@contract') base = 'electron/contract';
  else if (specifier.startsWith('@/')) base = join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, `${base}.vue`, join(base, 'index.ts')]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return relative(ROOT, join(ROOT, candidate));
  }
  return base.endsWith('.json') ? null : null;
}

const hasExport = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** What one file exports and imports. */
function read(file) {
  const source = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const exports = new Set();
  const stars = [];
  /** [module, name | '*'] */
  const imports = [];
  const use = (specifier, name) => {
    const target = resolveModule(file, specifier);
    if (target) imports.push([target, name]);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const spec = node.moduleSpecifier.text;
      if (!clause) use(spec, '*'); // a side-effect import
      else {
        if (clause.name) use(spec, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(spec, '*');
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) use(spec, (element.propertyName ?? element.name).text);
      }
    } else if (ts.isExportDeclaration(node)) {
      const spec = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      if (!node.exportClause) {
        if (spec) {
          const target = resolveModule(file, spec);
          if (target) stars.push(target);
        }
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          exports.add(element.name.text);
          if (spec) use(spec, (element.propertyName ?? element.name).text);
        }
      } else if (spec) {
        exports.add(node.exportClause.name.text); // export * as ns from
        use(spec, '*');
      }
    } else if (hasExport(node) && !hasDefault(node)) {
      if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) if (ts.isIdentifier(declaration.name)) exports.add(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) {
        exports.add(node.name.text);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      use(node.arguments[0].text, '*');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      use(node.argument.literal.text, node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, stars, imports };
}

/** Every `file: name` exported from electron/ or src/ that no production file imports. */
export function unusedExports() {
  const judged = JUDGED.flatMap(filesUnder).filter(isSource);
  const users = USERS.flatMap(filesUnder).filter(isSource);
  const modules = new Map();
  for (const file of new Set([...judged, ...users])) modules.set(file, read(file));

  const used = new Set();
  const whole = new Set();
  const mark = (file, name, seen = new Set()) => {
    const key = `${file}:${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const module = modules.get(file);
    if (!module) return;
    if (name === '*') {
      whole.add(file);
      for (const star of module.stars) mark(star, '*', seen);
      return;
    }
    if (module.exports.has(name)) used.add(key);
    // A name asked of a barrel may come from any module it re-exports whole.
    for (const star of module.stars) mark(star, name, seen);
  };
  for (const file of users) for (const [target, name] of modules.get(file).imports) if (target !== file) mark(target, name);

  return judged.flatMap((file) => {
    if (whole.has(file)) return [];
    return [...modules.get(file).exports].filter((name) => !used.has(`${file}:${name}`)).map((name) => `${file}: ${name}`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of unusedExports()) console.log(line);
}
