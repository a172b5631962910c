/**
 * The pre-pass that turns a plugin's options schema into the schema of the options as the plugin
 * receives them: every property with a `default` is added to its object's `required`, because
 * Ajv's `useDefaults` (scripts/lib/plugin-defaults.ts) has filled it in before the page loads. The
 * generated type then says `rememberMe: boolean`, not `rememberMe?: boolean`, and no call site
 * needs a fallback.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is one subschema that Ajv evaluates, and so fills defaults in. */
const SINGLE = ['items', 'additionalProperties', 'additionalItems'] as const;
/** Keywords whose value is a map of subschemas that Ajv evaluates. */
const MAPS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;
// anyOf, oneOf, not and if/then/else are left alone on purpose: Ajv applies no defaults inside
// them (strict mode refuses such a default), so a property there may really be missing.

/** Returns a copy of `schema` where each defaulted property is required; the input is untouched. */
export function requireDefaulted(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(requireDefaulted);
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of SINGLE) {
    if (key in copy) copy[key] = requireDefaulted(copy[key]);
  }
  for (const key of MAPS) {
    const map = copy[key];
    if (!isSchema(map)) continue;
    copy[key] = Object.fromEntries(
      Object.entries(map).map(([name, sub]) => [name, requireDefaulted(sub)]),
    );
  }
  if (Array.isArray(copy.allOf)) copy.allOf = copy.allOf.map(requireDefaulted);

  const properties = isSchema(copy.properties) ? copy.properties : {};
  const defaulted = Object.keys(properties).filter(
    (name) => isSchema(properties[name]) && 'default' in properties[name],
  );
  if (defaulted.length > 0) {
    const required = Array.isArray(copy.required) ? (copy.required as string[]) : [];
    copy.required = [...required, ...defaulted.filter((name) => !required.includes(name))];
  }
  return copy;
}
