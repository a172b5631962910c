import { describe, expect, it } from 'vitest';
import { checkRequiresInSource } from './check-plugin-flags';
import {
  checkConfigFlags,
  nearestFlag,
  readModuleFlags,
  unknownFlagMessage,
} from './check-site-flags';
import { SCHEMAS_DIR } from './repo-paths';

const known = readModuleFlags(SCHEMAS_DIR);
const LIST = '(the flags are declared in schemas/module-flags.schema.json)';

describe('the module-flag list', () => {
  it('is read from schemas/module-flags.schema.json, in declaration order', () => {
    expect(known[0]).toBe('COMM3');
    expect(known).toEqual(expect.arrayContaining(['PTSYS3', 'MANPLAYREB3', 'REFERRAL', 'CBS3']));
    expect(new Set(known).size).toBe(known.length);
  });

  it('suggests the declared flag a typo most likely meant, and nothing for a stranger', () => {
    expect(nearestFlag('PTSYS', known)).toBe('PTSYS3');
    expect(nearestFlag('ptsys3', known)).toBe('PTSYS3');
    expect(nearestFlag('referal3', known)).toBe('REFERRAL');
    expect(nearestFlag('SOMETHING_ELSE', known)).toBeUndefined();
  });

  it('has nothing to say about a declared flag', () => {
    expect(unknownFlagMessage('PTSYS3', known)).toBeUndefined();
    expect(unknownFlagMessage('PTSYS', known)).toBe(
      `unknown module flag "PTSYS" (did you mean "PTSYS3"? the flags are declared in schemas/module-flags.schema.json)`,
    );
    expect(unknownFlagMessage('SOMETHING_ELSE', known)).toBe(
      `unknown module flag "SOMETHING_ELSE" ${LIST}`,
    );
  });
});

describe('flags named in a site config', () => {
  const flagList = { type: 'array', items: { $ref: 'module-flags.schema.json' } };
  const siteSchema = {
    type: 'object',
    properties: {
      layout: { type: 'object', properties: { extraFlags: flagList } },
      plugins: { type: 'object', additionalProperties: { type: 'object' } },
    },
  };
  const pluginSchemas = new Map([
    [
      'demo',
      {
        type: 'object',
        properties: { gates: { type: 'array', items: { $ref: '../module-flags.schema.json' } } },
      },
    ],
  ]);

  it("reports each unknown entry of the site's own lists and of plugin blocks, by path", () => {
    const config = {
      layout: { extraFlags: ['COMM3', 'CBS'] },
      plugins: { demo: { gates: ['REFERRAL', 'MANPLAYREB'] }, other: { gates: ['X'] } },
    };
    expect(checkConfigFlags({ config, siteSchema, pluginSchemas, known })).toEqual([
      {
        path: '/layout/extraFlags/1',
        message: `unknown module flag "CBS" (did you mean "CBS3"? the flags are declared in schemas/module-flags.schema.json)`,
      },
      {
        path: '/plugins/demo/gates/1',
        message: `unknown module flag "MANPLAYREB" (did you mean "MANPLAYREB3"? the flags are declared in schemas/module-flags.schema.json)`,
      },
    ]);
  });

  it('leaves values of the wrong type to the schema', () => {
    const config = { layout: { extraFlags: [3, null] }, plugins: {} };
    expect(checkConfigFlags({ config, siteSchema, pluginSchemas, known })).toEqual([]);
  });
});

describe("flags named in a plugin's source", () => {
  it('names the file, line and entry of each unknown flag, casts included', () => {
    const source = [
      'export default definePlugin({',
      "  id: 'x',",
      "  requires: ['PTSYS3', 'PTSYS'],",
      '  slots: {',
      "    accountMenu: [{ key: 'a', requires: ['CBS3'] }, { key: 'b', requires: ['NOPE' as ModuleFlag] }],",
      '  },',
      '});',
    ].join('\n');
    expect(checkRequiresInSource('plugins/x/index.ts', source, known)).toEqual([
      `plugins/x/index.ts:3: /requires/1: unknown module flag "PTSYS" (did you mean "PTSYS3"? the flags are declared in schemas/module-flags.schema.json)`,
      `plugins/x/index.ts:5: /slots/accountMenu/1/requires/0: unknown module flag "NOPE" ${LIST}`,
    ]);
  });

  it('reads the any-of lists (requiresAny) too', () => {
    const source =
      "export default { slots: { sideMenu: [{ key: 'a', requiresAny: ['CBS3', 'REFERAL'] }] } };";
    expect(checkRequiresInSource('plugins/x/index.ts', source, known)).toEqual([
      `plugins/x/index.ts:1: /slots/sideMenu/0/requiresAny/1: unknown module flag "REFERAL" (did you mean "REFERRAL"? the flags are declared in schemas/module-flags.schema.json)`,
    ]);
  });

  it('leaves names built at run time to the compiler', () => {
    const source = 'export default { requires: [FLAGS.points, `${prefix}3`] };';
    expect(checkRequiresInSource('plugins/x/index.ts', source, known)).toEqual([]);
  });
});
