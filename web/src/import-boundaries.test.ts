import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layout of web/src (README.md, "Layout"), checked on the source itself — the same rule as eslint.config.js's
 * zones, held here without ESLint's resolver: two wings, site/ and admin/, over a shared floor, shared/; the files
 * directly in src/ (root.tsx, routes.ts, the entries) and src/previews (the drawings the dashboard's editors show, given
 * to them by a layout route) are React Router's root and compose both wings.
 *
 *   site → admin: admin/edit-mode-seam.ts only, and only with import() (a visitor's page never loads dashboard code);
 *   admin → site: never;
 *   shared → site, admin or the root: never; site or admin → the root: never.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const EDIT_MODE_SEAM = 'admin/edit-mode-seam.ts';

type Folder = 'root' | 'site' | 'admin' | 'shared';
type Edge = { from: string; to: string; dynamic: boolean };

/** The root is the files directly in src and src/previews; every other file belongs to its first folder. */
const folderOf = (file: string): Folder => (!file.includes('/') || file.startsWith('previews/') ? 'root' : (file.split('/')[0] as Folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file of web/src a specifier names (`@/…` or relative), or null for a package, the domain or a generated type. */
function resolveInSrc(importer: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(importer), specifier) : null;
  if (!base) return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const path = base + suffix;
    if (path.startsWith(SRC + '/') && existsSync(path) && statSync(path).isFile()) return relative(SRC, path);
  }
  return null;
}

/** Every module a file names: import/export … from, import(), `typeof import()`, vi.mock(). */
function edgesOf(path: string): Edge[] {
  const file = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { specifier: string; dynamic: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(file);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) found.push({ specifier: node.arguments[0].text, dynamic: true });
      else if (/^vi\.(mock|doMock|importActual)$/.test(callee)) found.push({ specifier: node.arguments[0].text, dynamic: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const from = relative(SRC, path);
  return found.flatMap(({ specifier, dynamic }) => {
    const to = resolveInSrc(path, specifier);
    return to ? [{ from, to, dynamic }] : [];
  });
}

/** Why an edge breaks the layout, or null when it keeps it. */
function breach({ from, to, dynamic }: Edge): string | null {
  const [a, b] = [folderOf(from), folderOf(to)];
  if (a === b || b === 'shared' || a === 'root') return null;
  if (a === 'shared') return `shared/ imports ${b === 'root' ? 'the root' : `${b}/`}`;
  if (b === 'root') return `${a}/ imports the root`;
  if (a === 'site')
    return to !== EDIT_MODE_SEAM ? 'site/ imports admin/ past its seam' : dynamic ? null : 'site/ imports the edit-mode seam statically';
  return 'admin/ imports site/';
}

const edges = sourceFiles(SRC).flatMap(edgesOf);

describe('web/src layout: two wings over a shared floor', () => {
  it('reads the source (the walk finds the wings, the seam and the previews the root gives the dashboard)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((edge) => edge.to === EDIT_MODE_SEAM && edge.dynamic && folderOf(edge.from) === 'site')).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('previews/') && folderOf(edge.to) === 'site')).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('previews/') && edge.to === 'admin/routes/dashboard/preview-slots.tsx')).toBe(true);
  });

  it('no import crosses between site/, admin/ and shared/ except through the one declared seam', () => {
    const breaches = edges.flatMap((edge) => {
      const why = breach(edge);
      return why ? [`${edge.from} → ${edge.to}: ${why}`] : [];
    });
    expect(breaches).toEqual([]);
  });

  it('the folders import each other as README.md draws it', () => {
    const between = new Set(
      edges.filter((edge) => folderOf(edge.from) !== folderOf(edge.to)).map((edge) => `${folderOf(edge.from)} → ${folderOf(edge.to)}`),
    );
    expect([...between].sort()).toEqual(['admin → shared', 'root → admin', 'root → shared', 'root → site', 'site → admin', 'site → shared']);
  });
});
