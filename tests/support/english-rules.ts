import ts from 'typescript';

/**
 * Finds a rule written in English in main's or the contract's sources: a string or template
 * literal that reads as a rule to follow a field name ("must be at most 9", `is ${x}`,
 * "has too many cells", "needs an order…", "lists no segments…"). Rules are given by code
 * (`codedRule('rules.*', params)`, words in electron/contract/words/{en,zh-CN}/rules*.ts), so
 * such a literal is a rule only English would word: the Chinese desk would show it as written.
 * The syntax tree is read, so comments and the words in them are not literals.
 */
export interface RuleLiteral {
  file: string;
  line: number;
  text: string;
}

const RULE = /^(must|is|has|needs|lists|should|cannot|may) \S/;

export function englishRulesIn(file: string, source: string): RuleLiteral[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: RuleLiteral[] = [];
  const visit = (node: ts.Node): void => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : null;
    if (text !== null && RULE.test(text) && !ts.isLiteralTypeNode(node.parent)) {
      found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
