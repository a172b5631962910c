/**
 * Renders generated/api/index.ts: the `ApiTypes` map from endpoint name to its request and
 * response types, read from schemas/api/endpoints.json so the endpoint table has one source.
 */
import type { Endpoint } from '../../../core/api/wire/endpoint';
import { BANNER } from './compile-schema';

/** One entry of schemas/api/endpoints.json, as far as types are concerned. */
export type EndpointEntry = Pick<Endpoint, 'name' | 'request' | 'response'>;

/** Reads the `endpoints` list from the parsed endpoints.json, checking the fields used here. */
export function readEndpoints(data: unknown): EndpointEntry[] {
  const list = (data as { endpoints?: unknown } | null)?.endpoints;
  if (!Array.isArray(list)) throw new Error('endpoints.json: expected an "endpoints" array');
  return list.map((entry: Record<string, unknown>, i) => {
    const { name, request, response } = entry;
    if (typeof name !== 'string' || typeof request !== 'string' || typeof response !== 'string') {
      throw new Error(
        `endpoints.json: /endpoints/${i}: expected string name, request and response`,
      );
    }
    return { name, request, response };
  });
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Renders the index module. `rootTypes` maps a schema file name ("login.request.json") to the
 * type its generated module exports.
 */
export function renderApiIndex(
  endpoints: readonly EndpointEntry[],
  rootTypes: ReadonlyMap<string, string>,
): string {
  const imports = new Map<string, string>(); // schema file -> local name
  const used = new Set<string>();
  const localName = (file: string, endpoint: string): string => {
    const existing = imports.get(file);
    if (existing) return existing;
    const type = rootTypes.get(file);
    if (!type)
      throw new Error(
        `endpoints.json: endpoint "${endpoint}" names ${file}, which is not a schema in schemas/api`,
      );
    let name = type;
    for (let n = 2; used.has(name); n++) name = `${type}${n}`; // two files with one title
    used.add(name);
    imports.set(file, name);
    return name;
  };
  const rows = [...endpoints]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((e) => {
      const key = IDENTIFIER.test(e.name) ? e.name : JSON.stringify(e.name);
      return `  ${key}: { request: ${localName(e.request, e.name)}; response: ${localName(e.response, e.name)} };`;
    });
  const importLines = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([file, name]) => {
      const type = rootTypes.get(file) ?? name;
      const spec = type === name ? type : `${type} as ${name}`;
      return `import type { ${spec} } from './${file.replace(/\.json$/, '')}';`;
    });
  return [
    BANNER,
    '',
    ...importLines,
    '',
    '/** Request and response body types of every platform endpoint, by endpoint name. */',
    'export interface ApiTypes {',
    ...rows,
    '}',
    '',
    '/** Name of a platform endpoint (schemas/api/endpoints.json). */',
    'export type EndpointName = keyof ApiTypes;',
    '',
  ].join('\n');
}
