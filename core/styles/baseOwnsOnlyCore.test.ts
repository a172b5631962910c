import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * base.css is part of every first paint, so it holds only what core's own markup uses (shell,
 * core/ui, core/pages) and the few pieces several plugins share; a plugin's own look lives in its
 * folder and arrives with its lazy chunk (issue 10 §5). The other way round, core's markup never
 * leans on a plugin's stylesheet, which is missing wherever that plugin is off or not loaded yet.
 */
const root = join(import.meta.dirname, '..', '..');

/** Every file under `dir` (relative to the repository) whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(dir, name));
}

const isMarkup = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
const isStylesheet = (name: string) => name.endsWith('.css');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The class names a stylesheet's selectors name; declarations, comments and strings skipped. */
function selectorClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'[^']*'|"[^"]*"/g, '')
    // Innermost blocks are declarations (also inside @media), so only selectors stay.
    .replace(/\{[^{}]*\}/g, ' ');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * What a source file can put in a class attribute: every identifier-like word, where a word cut
 * short by a template (`wl-modal--${size}`) ends in a BEM separator and stands for all its
 * modifiers or elements.
 */
function classWords(source: string): { words: Set<string>; prefixes: string[] } {
  const words = new Set(source.match(/[A-Za-z_][\w-]*/g));
  const prefixes = [...source.matchAll(/([A-Za-z_][\w-]*(?:--|__))\$\{/g)].map((m) => m[1]!);
  return { words, prefixes };
}

type Usage = ReturnType<typeof classWords>;

const uses = (usage: Usage, name: string) =>
  usage.words.has(name) || usage.prefixes.some((prefix) => name.startsWith(prefix));

const coreMarkup = [...filesUnder('core', isMarkup), ...filesUnder('app', isMarkup)].map((file) =>
  classWords(read(file)),
);

/** Each plugin's markup, by plugin id (the first folder under plugins/). */
const pluginMarkup = new Map<string, Usage[]>();
for (const file of filesUnder('plugins', isMarkup)) {
  const [, id, ...rest] = file.split(sep);
  if (!id || rest.length === 0) continue;
  pluginMarkup.set(id, [...(pluginMarkup.get(id) ?? []), classWords(read(file))]);
}

const usedByCore = (name: string) => coreMarkup.some((usage) => uses(usage, name));
const pluginsUsing = (name: string) =>
  [...pluginMarkup]
    .filter(([, files]) => files.some((usage) => uses(usage, name)))
    .map(([id]) => id);

const baseClasses = selectorClasses(read('core/styles/base.css'));

describe('core/styles/base.css', () => {
  it('sees the classes of the stylesheet and of the markup it checks', () => {
    expect(baseClasses.size).toBeGreaterThan(40);
    expect(baseClasses).toContain('wl-header');
    expect(baseClasses).not.toContain('wl-spin'); // a @keyframes name, not a class
    expect(usedByCore('wl-modal--large')).toBe(true); // core/ui/Modal: `wl-modal--${size}`
    expect(pluginMarkup.size).toBeGreaterThan(5);
  });

  it("holds no plugin's class: each one is core's, or shared by several plugins", () => {
    const misplaced = [...baseClasses].flatMap((name) => {
      if (usedByCore(name)) return [];
      const plugins = pluginsUsing(name);
      if (plugins.length > 1) return [];
      return plugins.length === 1
        ? [`.${name} is used only by plugin ${plugins[0]}: move its rules to plugins/${plugins[0]}`]
        : [`.${name} is used by no markup: delete its rules`];
    });
    expect(misplaced).toEqual([]);
  });
});

describe("core's markup", () => {
  it("never relies on a plugin's stylesheet for its look", () => {
    const coreStyled = new Set(
      filesUnder('core', isStylesheet).flatMap((file) => [...selectorClasses(read(file))]),
    );
    const borrowed = filesUnder('plugins', isStylesheet).flatMap((file) =>
      [...selectorClasses(read(file))]
        .filter((name) => usedByCore(name) && !coreStyled.has(name))
        .map((name) => `.${name} (styled only in ${file})`),
    );
    expect(borrowed).toEqual([]);
  });
});
