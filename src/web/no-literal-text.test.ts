import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a reader sees comes from the translations. This walks the syntax of every screen
 * file and fails on text written straight into it: JSX text, and string literals given to the
 * attributes and options that reach the reader (labels, titles, messages, placeholders, alt and
 * ARIA text). Symbols and numbers are not words and may stand as they are.
 */
const webDir = path.dirname(new URL(import.meta.url).pathname);

/** Attributes and object keys whose string value is read or heard by the user. */
const readerFacing = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'alt',
  'message',
  'error',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
  'labels',
]);

/** A word: two letters in a row in any script. Lone letters (×, x, h), symbols and web addresses pass. */
const letters = /\p{L}{2,}/u;
const webAddress = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/;
const isWords = (text: string) => letters.test(text) && !webAddress.test(text.trim());

/** The string literals an expression may evaluate to: itself, or the branches of `?:`, `??`, `||` and `&&`. */
function literalsOf(node: ts.Expression | undefined): (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral)[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  return [];
}

function screenFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : screenFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|test-support)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource ? [full] : [];
  });
}

function nameOf(node: ts.Node): string | null {
  if (ts.isJsxAttribute(node)) return node.name.getText();
  if (ts.isPropertyAssignment(node)) return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : null;
  return null;
}

/** The reader-facing literal text of a file, as `line: text`. */
export function literalTexts(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${path.relative(webDir, fileName)}:${line}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    // `{'text'}` or `{ok ? 'Yes' : 'No'}` between tags.
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalsOf(node.expression)) if (isWords(literal.text)) report(literal, literal.text);
    }
    const name = nameOf(node);
    if (name && readerFacing.has(name)) {
      const value = ts.isJsxAttribute(node) ? node.initializer : (node as ts.PropertyAssignment).initializer;
      const expression = value && ts.isJsxExpression(value) ? value.expression : (value as ts.Expression | undefined);
      for (const literal of literalsOf(expression)) if (isWords(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the screens', () => {
  it('finds literal text where it is', () => {
    const sample = [
      'const a = <Button title="Vista">Save</Button>;',
      "notifications.show({ message: 'Done' });",
      "const ok = <Text aria-label={t('x')}>{t('y')} · 3 × 4 <a href='https://x.is'>www.island.is</a></Text>;",
      "const b = <p>{done ? 'Yes' : t('no')}</p>;",
      "const c = <Input label={name ?? 'Nafn'} />;",
    ].join('\n');
    expect(literalTexts(path.join(webDir, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:1: Vista',
      'sample.tsx:1: Save',
      'sample.tsx:2: Done',
      'sample.tsx:4: Yes',
      'sample.tsx:5: Nafn',
    ]);
  });

  it('write no reader-facing text of their own: every word comes from the translations', () => {
    const found = screenFiles(webDir).flatMap((file) => literalTexts(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
