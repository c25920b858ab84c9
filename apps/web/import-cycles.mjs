// An ESLint rule (eslint.config.js at the repository's root): no import circle, type imports included.
//
// import-x/no-cycle skips `import type` (a type-only import is erased at run time), so a circle of modules tied by a
// type, as the bedtime settings' RoutineChoice was (docs/decisions/2026-11-29-duplicates-count.md), passed lint while
// `farm-studio look` drew it. This rule follows every relative import and re-export, type-only or not, and reports
// a circle that import-x/no-cycle cannot see: one that closes only through a type-only import.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** A module's relative imports, each resolved to a file, and whether it brings types only. Kept per file and time. */
const importsCache = new Map();

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((extension) => stem + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The file's relative imports: `{ file, typeOnly, specifier }`; a dynamic `import()` counts as a value import. */
function importsOf(file) {
  const stamp = fs.statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached && cached.stamp === stamp) return cached.imports;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports = [];
  const add = (specifier, typeOnly) => {
    if (!specifier.startsWith('.')) return;
    const target = resolveImport(file, specifier);
    if (target) imports.push({ file: target, typeOnly, specifier });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnly(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  importsCache.set(file, { stamp, imports });
  return imports;
}

/** The files from `start` back to `target` (a breadth-first shortest way), following value imports only if asked. */
function wayBack(start, target, valuesOnly) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { file: next, typeOnly } of importsOf(file)) {
      if (valuesOnly && typeOnly) continue;
      if (next === target) {
        const way = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle, type-only imports included (import-x/no-cycle reports the others).' },
    messages: {
      cycle: 'Import circle through a type-only import: {{way}}. Move what the files share (often a type) to a module below them.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const specifier = node.source?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = resolveImport(file, specifier);
        if (!target || target === file) return;
        const way = wayBack(target, file, false);
        if (!way) return;
        // A circle of value imports alone is import-x/no-cycle's to report.
        const typeOnly = node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
        if (!typeOnly && wayBack(target, file, true)) return;
        const names = [file, ...way, file].map((name) => path.relative(context.cwd, name));
        context.report({ node, messageId: 'cycle', data: { way: names.join(' -> ') } });
      },
    };
  },
};

export const importCyclesPlugin = { rules: { 'no-type-cycle': noTypeCycle } };
