// A fast-check generator of a call's input from its request schema (schemas/api): each property
// gets a value of its type, an edge of its range or its enum, or a hostile stand-in, so generated
// calls pass the gate often enough to reach the handlers behind it.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { apiSchemaDir } from '../contract/endpoints.js';

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: PropertySchema;
}

const HOSTILE_VALUES: unknown[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '😀'.repeat(40), '<script>x</script>', "' OR 1=1 --",
  '../../etc/passwd', -1, 0, 2 ** 31, 2 ** 63, 1e308, -1e308, 0.5, NaN, true, null, [], {},
]; // prettier-ignore

function valueOf(schema: PropertySchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const typed: fc.Arbitrary<unknown> = schema.enum
    ? fc.constantFrom(...schema.enum)
    : type === 'integer' || type === 'number'
      ? fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }),
          fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 2 ** 31, 2 ** 53),
        )
      : type === 'boolean'
        ? fc.boolean()
        : type === 'array'
          ? fc.array(valueOf(schema.items ?? {}), { maxLength: 3 })
          : fc.string({ maxLength: schema.maxLength ?? 40, unit: 'grapheme' });
  return fc.oneof(
    { weight: 4, arbitrary: typed },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  );
}

/** Inputs for the request schema at `file` (relative to schemas/api): some keys, maybe extra ones. */
export function schemaInput(file: string): fc.Arbitrary<Record<string, unknown>> {
  const schema = JSON.parse(readFileSync(apiSchemaDir + file, 'utf8')) as {
    properties?: Record<string, PropertySchema>;
  };
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueOf(property)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom(...HOSTILE_VALUES), {
        maxKeys: 1,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}
