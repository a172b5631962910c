import type { Endpoint } from './endpointTable';
import { ApiError } from './ApiError';

/**
 * Development and test only: checks an answer against its schema with validators that
 * scripts/gen-validators.ts compiled ahead of time (no eval, so it runs under the site's CSP).
 */
export async function assertResponseShape(entry: Endpoint, value: unknown): Promise<void> {
  const { validators } = await import('../../generated/validators/apiResponses.js');
  const validate = validators[entry.response];
  if (!validate || validate(value)) return;
  const detail = (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');
  console.error(`[api] ${entry.name}: response does not match ${entry.response}: ${detail}`, value);
  throw new ApiError('BAD_RESPONSE', `contract drift: ${detail}`, 200, entry.name);
}
