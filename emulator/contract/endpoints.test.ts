import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { allModules } from '../seed/modules.js';
import { apiSchemaDir, compileEndpoints, loadEndpoints, readApiJson } from './endpoints.js';

describe('schemas/api contract', () => {
  const endpoints = loadEndpoints();

  it('endpoints.json matches endpoints.schema.json and names are unique', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(readApiJson('endpoints.schema.json'));
    expect(validate(readApiJson('endpoints.json')), JSON.stringify(validate.errors)).toBe(true);
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
    expect(endpoints.length).toBeGreaterThanOrEqual(85);
  });

  it('every gating module is a declared module flag (schemas/module-flags.schema.json)', () => {
    const declared = new Set<string>(allModules);
    const unknown = endpoints.flatMap((e) =>
      e.modules.filter((flag) => !declared.has(flag)).map((flag) => `${e.name}: ${flag}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every entry has both schema files with PascalCase titles, and they compile', () => {
    for (const e of endpoints) {
      expect(existsSync(apiSchemaDir + e.request), e.request).toBe(true);
      expect(existsSync(apiSchemaDir + e.response), e.response).toBe(true);
      expect(readApiJson(e.request).title).toMatch(/^[A-Z][A-Za-z0-9]*Request$/);
      expect(readApiJson(e.response).title).toMatch(/^[A-Z][A-Za-z0-9]*Response$/);
    }
    expect(compileEndpoints(endpoints)).toHaveLength(endpoints.length);
  });

  it('paths and alternative paths are unique across the table', () => {
    const all = endpoints.flatMap((e) => [e.path, ...Object.values(e.altPaths ?? {})]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('envelope and error codes compile', () => {
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(readApiJson('error-codes.json'), 'error-codes.json');
    const validate = ajv.compile(readApiJson('envelope.json'));
    expect(validate({ success: true, value: 1 })).toBe(true);
    expect(
      validate({ success: false, code: 'NOT_LOGGED_IN', message: 'x', value: { captcha: true } }),
    ).toBe(true);
    expect(validate({ success: false, code: 'NOPE', message: 'x' })).toBe(false);
  });
});
