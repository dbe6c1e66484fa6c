import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The browser calls the API through the schema-free tables of `shared/contracts/client/`: a call's
 * definition in `shared/contracts/<domain>.ts` carries its zod schemas, and importing it brings zod
 * and every schema of the file into the importing page's script. A form may still import a schema
 * it checks its values with; the tables of calls it takes from `client/`.
 */
const webDir = path.dirname(new URL(import.meta.url).pathname);
const definitionFile = /shared\/contracts\/(?!client\/|endpoint$)[\w-]+$/;
const callTable = /^\w+Endpoints?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The tables of calls a file takes, as values, from a definition file. */
function definitionImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!definitionFile.test(statement.moduleSpecifier.text) || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if (!element.isTypeOnly && callTable.test((element.propertyName ?? element.name).text))
        found.push((element.propertyName ?? element.name).text);
  }
  return found;
}

describe('calls from the browser', () => {
  it('take the tables of calls from shared/contracts/client/, never the definitions with their schemas', () => {
    const offenders = sourceFiles(webDir).flatMap((file) =>
      definitionImports(file)
        // The pilot's item dialogs check their values with the calls' own input schemas.
        .filter((name) => !(file.endsWith('item-section.tsx') && name === 'pilotItemEndpoints'))
        .map((name) => `${path.relative(webDir, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
