import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeEndpoint, type CompactEndpoint } from '../../core/api/wire/endpoint';
import { slimSchemaJson } from './slimSchemas';

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
  const slim = (JSON.parse(slimmed(endpointsFile)) as { endpoints: Entry[] }).endpoints;

  it('keeps every endpoint, in order, with every field a call reads once completed', () => {
    expect(slim.map((entry) => entry.name)).toEqual(full.map((entry) => entry.name));
    slim.forEach((entry, index) => {
      const runtime = { ...full[index] };
      for (const tooling of ['request', 'response', 'note']) delete runtime[tooling];
      expect(completeEndpoint(entry as unknown as CompactEndpoint)).toEqual(runtime);
    });
  });

  it('leaves out the fields that hold their usual value', () => {
    const login = slim.find((entry) => entry.name === 'login');
    const memberInfo = slim.find((entry) => entry.name === 'memberInfo');
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

  it('keeps only the title of every plugin options schema', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { title } = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
      expect(JSON.parse(slimmed(file)), file).toEqual({ title });
    }
  });
});

describe('slimSchemaJson: other files', () => {
  it('leaves every other JSON file alone', () => {
    expect(slimSchemaJson(join(schemas, 'api', 'login.response.json'), '{}')).toBeNull();
    expect(slimSchemaJson(join(schemas, 'site.schema.json'), '{}')).toBeNull();
    expect(slimSchemaJson('/repo/plugins/lobby/locales/EN.json', '{}')).toBeNull();
  });
});
