import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { inlineAjvRuntime } from './inline-ajv-runtime';
import { REPO_ROOT } from './repo-paths';

function standaloneModule(schema: object): string {
  const ajv = new Ajv({ code: { source: true, esm: true } });
  ajv.addSchema({ ...schema, $id: 'probe.json' });
  return standaloneCode(ajv, { probe: 'probe.json' });
}

/** Evaluates an ES module's source the way a browser would: no require, no Node globals. */
async function importSource(code: string): Promise<Record<string, unknown>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

describe('inlineAjvRuntime', () => {
  it('copies the helpers ajv requires into the module, which then runs with no require', async () => {
    const raw = standaloneModule({ type: 'string', maxLength: 2 });
    expect(raw).toContain('require("ajv/dist/runtime/ucs2length")');

    const code = inlineAjvRuntime(raw);
    expect(code).not.toMatch(/\brequire\(/);
    const { probe } = (await importSource(code)) as { probe: (data: unknown) => boolean };
    // Two emoji are four UTF-16 units but two characters: ajv's count is kept, not .length.
    expect(probe('😀😀')).toBe(true);
    expect(probe('abc')).toBe(false);
  });

  it('inlines fast-deep-equal for const and enum of objects', async () => {
    const code = inlineAjvRuntime(standaloneModule({ const: { a: [1, 2] } }));
    expect(code).not.toMatch(/\brequire\(/);
    const { probe } = (await importSource(code)) as { probe: (data: unknown) => boolean };
    expect(probe({ a: [1, 2] })).toBe(true);
    expect(probe({ a: [2, 1] })).toBe(false);
  });

  it('refuses a helper it cannot copy, naming it', () => {
    expect(() => inlineAjvRuntime('const f = require("ajv/dist/runtime/uri").default;')).toThrow(
      /runtime helper "uri"/,
    );
  });
});

describe('generated browser code', () => {
  it('calls no require(): the dev server serves it to the browser as it is', () => {
    const generated = join(REPO_ROOT, 'generated');
    const offenders = readdirSync(generated, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'))
      .filter((file) => /\brequire\(/.test(readFileSync(join(generated, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
