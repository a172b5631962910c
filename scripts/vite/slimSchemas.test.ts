import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeEndpoint, type CompactEndpoint } from '../../core/api/wire/endpoint';
import { endpointRegistration, slimSchemaJson } from './slimSchemas';

const schemas = join(import.meta.dirname, '..', '..', 'schemas');
const endpointsFile = join(schemas, 'api', 'endpoints.json');
const endpointsSource = readFileSync(endpointsFile, 'utf8');

type Entry = Record<string, unknown>;

function slimmed(file: string, source = readFileSync(file, 'utf8')): string {
  const result = slimSchemaJson(file, source);
  if (result === null) throw new Error(`${file} was not slimmed`);
  return result;
}

describe('slimSchemaJson: endpoint table', () => {
  const full = (JSON.parse(endpointsSource) as { endpoints: Entry[] }).endpoints;
  // Production keys the calls by name: the name is each entry's key, not a field of it.
  const keyed = (JSON.parse(slimmed(endpointsFile)) as { endpoints: Record<string, Entry> })
    .endpoints;
  const slim = Object.entries(keyed).map(([name, entry]) => ({ ...entry, name }));

  it('keeps every endpoint, in order, with every field a call reads once completed', () => {
    expect(Object.keys(keyed)).toEqual(full.map((entry) => entry.name));
    expect(Object.values(keyed).filter((entry) => 'name' in entry)).toEqual([]);
    slim.forEach((entry, index) => {
      const runtime = { ...full[index] };
      for (const tooling of ['request', 'response', 'note']) delete runtime[tooling];
      expect(completeEndpoint(entry as unknown as CompactEndpoint)).toEqual(runtime);
    });
  });

  it('leaves out the fields that hold their usual value', () => {
    const login = keyed.login;
    const memberInfo = keyed.memberInfo;
    expect(login).not.toHaveProperty('body'); // a POST's usual json
    expect(login).not.toHaveProperty('token');
    expect(memberInfo).not.toHaveProperty('method'); // GET
    expect(memberInfo).toHaveProperty('token', true);
  });

  it('drops the schema file names and notes', () => {
    const tooling = slim.filter((entry) => 'request' in entry || 'response' in entry);
    expect(tooling).toEqual([]);
    expect(slim.filter((entry) => 'note' in entry)).toEqual([]);
    expect(slimmed(endpointsFile).length).toBeLessThan(endpointsSource.length * 0.6);
  });

  it('keeps only the calls a build is told to keep, in test builds with every field', () => {
    const kept = slimSchemaJson(endpointsFile, endpointsSource, {
      keep: new Set(['login', 'memberInfo']),
      compact: false,
    });
    const entries = (JSON.parse(kept!) as { endpoints: Entry[] }).endpoints;
    expect(entries.map((entry) => entry.name)).toEqual(['login', 'memberInfo']);
    expect(entries[0]).toEqual(full.find((entry) => entry.name === 'login'));
  });

  it('splits the kept calls between the entry table and the rest, each call in exactly one', () => {
    const split = { keep: new Set(['login', 'memberInfo', 'gameList']), compact: false };
    const tableOf = (id: string) =>
      (
        JSON.parse(
          slimSchemaJson(id, endpointsSource, { ...split, entry: new Set(['login', 'logout']) })!,
        ) as { endpoints: Entry[] }
      ).endpoints.map((entry) => entry.name);
    // logout is an entry call the build does not keep: it stays out of both.
    expect(tableOf(endpointsFile)).toEqual(['login']);
    expect(tableOf(`${endpointsFile}?rest`)).toEqual(['memberInfo', 'gameList']);
    // Without a split the rest is empty and the entry table has every kept call.
    expect(JSON.parse(slimSchemaJson(`${endpointsFile}?rest`, endpointsSource, split)!)).toEqual({
      endpoints: [],
    });
  });

  it('also matches Windows paths', () => {
    expect(slimSchemaJson('C:\\repo\\schemas\\api\\endpoints.json', endpointsSource)).toBe(
      slimmed(endpointsFile),
    );
  });
});

describe('slimSchemaJson: plugin options schemas', () => {
  const files = readdirSync(join(schemas, 'plugins')).map((name) => join(schemas, 'plugins', name));

  it('ships every plugin options schema empty: nothing in the browser reads it', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(JSON.parse(slimmed(file)), file).toEqual({});
  });

  it('keeps them whole in test builds', () => {
    const file = files[0]!;
    const source = readFileSync(file, 'utf8');
    expect(slimSchemaJson(file, source, { keep: null, compact: false })).toBeNull();
  });
});

describe('endpointRegistration', () => {
  const table = '/repo/core/api/endpointTable.ts';
  const split = {
    keep: new Set(['login', 'memberInfo', 'gameList', 'hotGames']),
    entry: new Set(['memberInfo']),
    callers: new Map([['gameList', new Set(['/repo/plugins/lobby/api.ts'])]]),
    compact: true,
  };
  const entriesOf = (code: string) =>
    JSON.parse(/\((\{.*\})\);$/.exec(code)![1]!) as Record<string, Entry>;
  const registered = (code: string | null) => (code === null ? null : Object.keys(entriesOf(code)));

  it('opens a module with the entries of the calls outside the entry table it makes', () => {
    const code = endpointRegistration(
      '/repo/plugins/lobby/api.ts',
      "request('gameList', {}); request('hotGames', {}); request('memberInfo', {});",
      endpointsSource,
      split,
      table,
    );
    expect(code).toMatch(
      /^import \{ registerEndpoints as __wlRegisterEndpoints \} from "\/repo\/core\/api\/endpointTable\.ts";__wlRegisterEndpoints\(/,
    );
    expect(code).not.toContain('\n'); // the module's own lines keep their numbers
    expect(registered(code)).toEqual(['gameList', 'hotGames']);
  });

  it('ships the entries as the build ships the table', () => {
    const code = endpointRegistration(
      '/repo/plugins/auth/api.ts',
      "request('login')",
      endpointsSource,
      split,
      table,
    )!;
    const shipped = JSON.parse(slimSchemaJson(endpointsFile, endpointsSource)!) as {
      endpoints: Record<string, Entry>;
    };
    expect(entriesOf(code)).toEqual({ login: shipped.endpoints.login });
    // Test builds keep whole entries, as a list, for their response checks.
    const whole = endpointRegistration(
      '/repo/plugins/auth/api.ts',
      "request('login')",
      endpointsSource,
      { ...split, compact: false },
      table,
    )!;
    expect(JSON.parse(/\((\[.*\])\);$/.exec(whole)![1]!)).toEqual([
      (JSON.parse(endpointsSource) as { endpoints: Entry[] }).endpoints.find(
        (entry) => entry.name === 'login',
      ),
    ]);
  });

  it('leaves a call to the modules that make it, else to every module naming it', () => {
    // gameList is made in lobby/api.ts: a tab named after it elsewhere does not carry it; login
    // is made nowhere by name, so each module naming it carries it.
    const code = endpointRegistration(
      '/repo/plugins/lobby/pages/ListPage.tsx',
      "const tab = 'gameList'; const query = 'login';",
      endpointsSource,
      split,
      table,
    );
    expect(registered(code)).toEqual(['login']);
  });

  it('adds nothing where the module names no such call, or the build has no split', () => {
    expect(
      endpointRegistration(
        '/repo/plugins/a/x.ts',
        "request('memberInfo')",
        endpointsSource,
        split,
        table,
      ),
    ).toBeNull();
    expect(
      endpointRegistration(
        '/repo/plugins/a/x.ts',
        "request('login')",
        endpointsSource,
        { keep: null, compact: true },
        table,
      ),
    ).toBeNull();
  });
});

describe('slimSchemaJson: other files', () => {
  it('leaves every other JSON file alone', () => {
    expect(slimSchemaJson(join(schemas, 'api', 'login.response.json'), '{}')).toBeNull();
    expect(slimSchemaJson(join(schemas, 'site.schema.json'), '{}')).toBeNull();
    expect(slimSchemaJson('/repo/plugins/lobby/locales/EN.json', '{}')).toBeNull();
  });
});
