/**
 * The module flags plugins name in their source: every `requires: [...]` (and `requiresAny`) list of a plugin folder
 * (its manifest's, its slot entries', its centre pages'), read with the TypeScript parser rather
 * than run, since plugin code needs the browser build to load. The compiler already refuses an
 * undeclared name where the `ModuleFlag` type reaches; this also catches a cast or an untyped
 * literal, and says which entry it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { unknownFlagMessage } from './check-site-flags';
import { pointerToken } from './problem';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
}

/** `x as T`, `x satisfies T`, `<T>x` and `(x)` are `x` here: a cast must not hide a name. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

function propertyName(node: ts.PropertyAssignment): string | undefined {
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * JSON pointer of `node` inside the outermost object or array literal around it, e.g.
 * `/slots/accountMenu/0/requires/1`: enough to find the entry in its file.
 */
function literalPath(node: ts.Node): string {
  const tokens: string[] = [];
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (ts.isArrayLiteralExpression(parent)) {
      tokens.unshift(String(parent.elements.indexOf(current as ts.Expression)));
    } else if (ts.isPropertyAssignment(parent)) {
      tokens.unshift(pointerToken(propertyName(parent) ?? '?'));
    } else if (
      !ts.isObjectLiteralExpression(parent) &&
      unwrap(parent as ts.Expression) === parent
    ) {
      break;
    }
  }
  return tokens.map((token) => `/${token}`).join('');
}

/** The properties that list module flags: all of them on, or at least one (`requiresAny`). */
const FLAG_LISTS = new Set(['requires', 'requiresAny']);

/** One line per undeclared flag in a `requires` or `requiresAny` list of one source file. */
export function checkRequiresInSource(
  label: string,
  text: string,
  known: readonly string[],
): string[] {
  if (!text.includes('requires')) return [];
  const source = ts.createSourceFile(label, text, ts.ScriptTarget.Latest, true);
  const lines: string[] = [];
  const visit = (node: ts.Node): void => {
    const list =
      ts.isPropertyAssignment(node) && FLAG_LISTS.has(propertyName(node) ?? '')
        ? unwrap(node.initializer)
        : undefined;
    if (list && ts.isArrayLiteralExpression(list)) {
      for (const element of list.elements) {
        const name = unwrap(element);
        // A name built at run time is the compiler's to check (its type is ModuleFlag).
        if (!ts.isStringLiteralLike(name)) continue;
        const message = unknownFlagMessage(name.text, known);
        if (!message) continue;
        const { line } = source.getLineAndCharacterOfPosition(name.getStart(source));
        lines.push(`${label}:${line + 1}: ${literalPath(element)}: ${message}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The problem lines of one source file (named relative to the root). */
export interface FileFlagProblems {
  file: string;
  lines: string[];
}

/**
 * Checks the `requires` lists of every plugin folder under `pluginsDir` (tests aside) and returns
 * the files with an unknown flag; each line names the file, its line and the entry.
 */
export function checkPluginFlags(
  pluginsDir: string,
  root: string,
  known: readonly string[],
): FileFlagProblems[] {
  if (!existsSync(pluginsDir)) return [];
  return sourceFiles(pluginsDir).flatMap((path) => {
    const file = relative(root, path);
    const lines = checkRequiresInSource(file, readFileSync(path, 'utf8'), known);
    return lines.length > 0 ? [{ file, lines }] : [];
  });
}
