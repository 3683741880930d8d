import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as sharedRouter from './reactRouterDom';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Bundled front-end code: the shell's app, sdk and ui-kit, and every remote. Tests run on the real package. */
const FRONT_END_DIRS = [
  'shell/app/src',
  'shell/sdk/src',
  'shell/ui-kit/src',
  ...fs
    .readdirSync(REPOSITORY_ROOT)
    .filter((entry) => entry.startsWith('mf-'))
    .map((remote) => `${remote}/src`),
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value (not type-only) name a file takes from `react-router-dom`; a namespace import counts as `*`. */
function routerValueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== 'react-router-dom') continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        names.push(
          ...bindings.elements
            .filter((element) => !element.isTypeOnly)
            .map((element) => (element.propertyName ?? element.name).text),
        );
    } else {
      const clause = statement.exportClause;
      if (statement.isTypeOnly) continue;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else
        names.push(
          ...clause.elements
            .filter((element) => !element.isTypeOnly)
            .map((element) => (element.propertyName ?? element.name).text),
        );
    }
  }
  return names;
}

describe('the shared react-router-dom (declarative mode only)', () => {
  it('provides every name the front-end code imports from react-router-dom', () => {
    const provided = new Set(Object.keys(sharedRouter));
    const missing = FRONT_END_DIRS.flatMap((dir) => sourceFiles(path.join(REPOSITORY_ROOT, dir))).flatMap(
      (file) =>
        routerValueImports(file)
          .filter((name) => !provided.has(name))
          .map((name) => `${path.relative(REPOSITORY_ROOT, file)}: ${name}`),
    );
    expect(
      missing,
      'add the name to infra/mf-preset/src/shared/reactRouterDom.ts (and release the shell first)',
    ).toEqual([]);
  });
});
