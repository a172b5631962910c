/**
 * Which platform calls carry an upload, read from the endpoint table (schemas/api/endpoints.json)
 * and its request schemas: a call whose request schema takes a data URL (the withdrawal's proof
 * image, the activity application's images) is an upload and gets the upload body limit in the
 * generated nginx configuration; every other call gets the small one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../lib/repo-paths';

interface Endpoint {
  path: string;
  request: string;
  altPaths?: Record<string, string>;
}

/** How a request schema says a field holds a file: the description names a data URL. */
const TAKES_DATA_URL = /\bdata URLs?\b/i;

/** Every path (each service generation's too) of a call that uploads, sorted. */
export function readUploadPaths(schemasDir = join(SCHEMAS_DIR, 'api')): string[] {
  const table = JSON.parse(readFileSync(join(schemasDir, 'endpoints.json'), 'utf8')) as {
    endpoints: Endpoint[];
  };
  return table.endpoints
    .filter((endpoint) =>
      TAKES_DATA_URL.test(readFileSync(join(schemasDir, endpoint.request), 'utf8')),
    )
    .flatMap((endpoint) => [endpoint.path, ...Object.values(endpoint.altPaths ?? {})])
    .sort();
}
