/**
 * Finds every LocalText in a site config by walking the site schema beside the data, so a
 * LocalText added anywhere in the schema is checked for translations without touching this file.
 * The same walk finds the values of any other shared definition (the module flags).
 */
import { childPath } from './problem';

const LOCAL_TEXT_REF = '#/definitions/LocalText';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
};

/** A LocalText found in the data: its JSON pointer and value. */
export interface FoundText {
  path: string;
  value: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(ref: string, root: Schema & { definitions?: Record<string, Schema> }): Schema {
  const name = ref.replace('#/definitions/', '');
  return root.definitions?.[name] ?? {};
}

/** Lists every place in `data` where the site schema expects a LocalText. */
export function findLocalTexts(root: object, data: unknown): FoundText[] {
  return findValuesByRef(root, data, (ref) => ref === LOCAL_TEXT_REF);
}

/**
 * Lists every place in `data` whose schema (`root`, walked beside the data) is a `$ref` that
 * `isTarget` accepts, e.g. the LocalTexts or the module flags of a config.
 */
export function findValuesByRef(
  root: object,
  data: unknown,
  isTarget: (ref: string) => boolean,
): FoundText[] {
  const found: FoundText[] = [];
  const walk = (schema: Schema, value: unknown, path: string, depth: number): void => {
    if (depth > 32) return; // recursive schemas cannot loop forever
    if (schema.$ref !== undefined && isTarget(schema.$ref)) {
      found.push({ path, value });
      return;
    }
    if (schema.$ref) return walk(resolveRef(schema.$ref, root), value, path, depth + 1);
    if (Array.isArray(value) && schema.items) {
      const items = schema.items;
      value.forEach((item, i) => walk(items, item, childPath(path, i), depth + 1));
    }
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const sub =
          schema.properties?.[key] ??
          (isObject(schema.additionalProperties) ? schema.additionalProperties : undefined);
        if (sub) walk(sub, child, childPath(path, key), depth + 1);
      }
    }
  };
  walk(root as Schema, data, '', 0);
  return found;
}
