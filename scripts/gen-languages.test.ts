import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES_MODULE, planLanguageFiles } from './lib/languages/plan-files';
import { parseLanguageRegistry, readLanguageRegistry } from './lib/languages/registry';
import {
  deriveLanguageNodes,
  LANGUAGE_ENUM_MARK,
  LOCAL_TEXT_MARK,
} from './lib/languages/schema-nodes';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

const EN = { code: 'EN', tag: 'en', name: 'English', nativeName: 'English' };
const KM = { code: 'KM', tag: 'km', name: 'Khmer', nativeName: 'ភាសាខ្មែរ' };
const VI = { code: 'VI', tag: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' };

const refusal = (data: unknown): string => {
  try {
    parseLanguageRegistry(data);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the language registry', () => {
  it('reads schemas/languages.json in its order', () => {
    expect(readLanguageRegistry(SCHEMAS_DIR).map((language) => language.code)).toEqual([
      'EN',
      'CN',
      'KM',
    ]);
  });

  it('names every wrong entry and field at once', () => {
    expect(
      refusal({
        languages: [
          EN,
          { code: 'vi', tag: 'vi_VN', name: 'Vietnamese', nativeName: '' },
          { ...KM, flag: '🇰🇭' },
        ],
      }),
    ).toBe(
      [
        'languages.json: /languages/1/nativeName: expected a non-empty string, got ""',
        'languages.json: /languages/1/code: expected the platform\'s code of 2 or 3 upper-case letters (e.g. "VI"), got "vi"',
        'languages.json: /languages/1/tag: expected a canonical BCP 47 tag (e.g. "vi" or "zh-CN"), got "vi_VN"',
        'languages.json: /languages/2: unknown key "flag" (allowed: code, tag, name, nativeName)',
      ].join('\n'),
    );
    expect(refusal({ languages: [EN, { ...KM, code: 'EN' }] })).toBe(
      'languages.json: /languages/1/code: "EN" repeats item 0',
    );
    expect(refusal({ languages: [] })).toBe(
      'languages.json: expected a non-empty "languages" list',
    );
  });
});

describe('deriving the schemas’ language lists', () => {
  const schema = {
    definitions: {
      Language: { type: 'string', $comment: LANGUAGE_ENUM_MARK, enum: ['KM', 'EN'] },
      LocalText: { $comment: LOCAL_TEXT_MARK, type: 'object', properties: { EN: {} } },
    },
  };

  it('writes the registry’s codes and one text per language into the marked nodes only', () => {
    const before = structuredClone(schema);
    const { schema: derived, problems } = deriveLanguageNodes(schema, [EN, KM, VI]);
    expect(problems).toEqual([]);
    expect(schema).toEqual(before); // the input is left alone
    expect(derived).toEqual({
      definitions: {
        Language: { type: 'string', $comment: LANGUAGE_ENUM_MARK, enum: ['EN', 'KM', 'VI'] },
        LocalText: {
          $comment: LOCAL_TEXT_MARK,
          type: 'object',
          properties: {
            EN: { type: 'string', minLength: 1, description: 'English text.' },
            KM: { type: 'string', minLength: 1, description: 'Khmer text.' },
            VI: { type: 'string', minLength: 1, description: 'Vietnamese text.' },
          },
        },
      },
    });
  });

  it('reports a copy of the list that nothing keeps in step, with its JSON pointer', () => {
    const copy = {
      properties: {
        language: { type: 'string', enum: ['EN', 'KM'] },
        title: { type: 'object', properties: { EN: {}, KM: {} } },
        country: { type: 'string', enum: ['KH', 'EN'] },
      },
    };
    expect(deriveLanguageNodes(copy, [EN, KM]).problems).toEqual([
      `/properties/language: a list of language codes that gen:types does not keep in step with schemas/languages.json; add "$comment": ${JSON.stringify(LANGUAGE_ENUM_MARK)}`,
      `/properties/title: one property per language that gen:types does not keep in step with schemas/languages.json; add "$comment": ${JSON.stringify(LOCAL_TEXT_MARK)}`,
    ]);
  });
});

describe('adding a language is one registry line', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gen-languages-'));
    cpSync(SCHEMAS_DIR, join(root, 'schemas'), { recursive: true });
    cpSync(
      join(REPO_ROOT, 'generated', LANGUAGES_MODULE),
      join(root, 'generated', LANGUAGES_MODULE),
    );
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const addVietnamese = (): void => {
    const file = join(root, 'schemas/languages.json');
    const registry = JSON.parse(readFileSync(file, 'utf8')) as { languages: unknown[] };
    registry.languages.push(VI);
    writeFileSync(file, JSON.stringify(registry));
  };

  it('is in step as committed', async () => {
    const plan = await planLanguageFiles(join(root, 'schemas'), join(root, 'generated'));
    expect(plan.problems).toEqual([]);
    for (const [file, content] of plan.files)
      expect(content, file).toBe(readFileSync(file, 'utf8'));
  });

  it('reaches the module, every language field of the API and the site schema', async () => {
    addVietnamese();
    const plan = await planLanguageFiles(join(root, 'schemas'), join(root, 'generated'));
    const changed = [...plan.files.keys()].map((file) => relative(root, file));
    expect(changed).toContain('generated/languages.ts');
    expect(changed).toContain('schemas/site.schema.json');
    expect(changed).toContain('schemas/api/updateMemberLanguage.request.json');
    expect(changed.filter((file) => file.startsWith('schemas/api/')).length).toBeGreaterThan(20);
    const module = plan.files.get(join(root, 'generated/languages.ts')) ?? '';
    expect(module).toContain("export const LANGUAGES = ['EN', 'CN', 'KM', 'VI'] as const;");
    expect(module).toContain("VI: 'Tiếng Việt'");
    const site = JSON.parse(plan.files.get(join(root, 'schemas/site.schema.json')) ?? '{}') as {
      definitions: { Language: { enum: string[] }; LocalText: { properties: object } };
    };
    expect(site.definitions.Language.enum).toEqual(['EN', 'CN', 'KM', 'VI']);
    expect(Object.keys(site.definitions.LocalText.properties)).toEqual(['EN', 'CN', 'KM', 'VI']);
  });

  it('fails gen:types --check, naming each file, until gen:types has run', async () => {
    addVietnamese();
    const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
    const args = [
      join(REPO_ROOT, 'scripts/gen-languages.ts'),
      '--check',
      '--schemas',
      join(root, 'schemas'),
    ];
    const failure = await promisify(execFile)(tsx, [...args, '--out', join(root, 'generated')], {
      cwd: root,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure?.stderr.trim().split('\n') ?? [];
    expect(lines).toContain(
      'gen:types: schemas/site.schema.json is out of step with schemas/languages.json',
    );
    expect(lines).toContain(
      'gen:types: generated/languages.ts is out of step with schemas/languages.json',
    );
    expect(lines.at(-1)).toBe('gen:types: run npm run gen:types');
  });
});
