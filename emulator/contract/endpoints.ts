// Loads the platform contract (schemas/api) so the emulator honours exactly what the client is typed against.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction, type ErrorObject } from 'ajv';
import type { Endpoint } from '../../core/api/wire/endpoint.js';

export const apiSchemaDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

/** Reads one JSON file of the contract. */
export function readApiJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(apiSchemaDir + file, 'utf8')) as Record<string, unknown>;
}

export function loadEndpoints(): Endpoint[] {
  return (readApiJson('endpoints.json') as { endpoints: Endpoint[] }).endpoints;
}

export interface CompiledEndpoint extends Endpoint {
  validateRequest: ValidateFunction;
  validateResponse: ValidateFunction;
}

/** Compiles every request/response schema once; query strings need type coercion, bodies must not be coerced. */
export function compileEndpoints(endpoints = loadEndpoints()): CompiledEndpoint[] {
  const strict = new Ajv({ allErrors: true, strict: false });
  const coercing = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
  return endpoints.map((e) => {
    const reqAjv = e.body === 'json' ? strict : coercing;
    return {
      ...e,
      validateRequest: reqAjv.compile(readApiJson(e.request)),
      validateResponse: strict.compile(readApiJson(e.response)),
    };
  });
}

/** First ajv error as "path message", the form VALIDATION_FAILED messages use. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'invalid input';
  return errors
    .map((err) => {
      const extra =
        err.keyword === 'additionalProperties'
          ? ` (${String((err.params as { additionalProperty: string }).additionalProperty)})`
          : '';
      return `${err.instancePath || '/'} ${err.message ?? 'is invalid'}${extra}`;
    })
    .join('; ');
}
