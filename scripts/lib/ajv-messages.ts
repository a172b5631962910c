/**
 * Rewrites ajv errors as `expected <what>, got <value>` problems keyed by JSON pointer, one per
 * keyword, so an operator reads what the file must contain rather than ajv's internals.
 */
import type { ErrorObject } from 'ajv';
import { decideBranches } from './ajv-branches';
import { childPath, renderValue, type Problem } from './problem';

type Params = Record<string, unknown>;

/** Describes the kind of value a schema wants ("an integer", "a string"), for range messages. */
function noun(schema: unknown): string {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if (type === 'integer') return 'an integer';
  if (type === 'string') return 'a string';
  if (type === 'array') return 'a list';
  return 'a number';
}

function plural(n: unknown, word: string): string {
  return `${String(n)} ${word}${n === 1 ? '' : 's'}`;
}

const FORMAT_NAMES: Record<string, string> = {
  uri: 'an absolute URI',
  'uri-reference': 'a URI or relative reference',
  email: 'an e-mail address',
  'date-time': 'an ISO 8601 date-time',
  date: 'an ISO 8601 date',
};

/** Range keywords: say "from 16 to 25" when the schema gives both bounds, as people do. */
function range(e: ErrorObject): string {
  const s = (e.parentSchema ?? {}) as Record<string, unknown>;
  const what = noun(s);
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number') {
    return `${what} from ${s.minimum} to ${s.maximum}`;
  }
  const { comparison, limit } = e.params as { comparison: string; limit: number };
  return `${what} ${comparison} ${limit}`;
}

/** The `<what>` of `expected <what>` for value-level keywords; undefined for the others. */
function expectation(e: ErrorObject): string | undefined {
  const p = e.params as Params;
  switch (e.keyword) {
    case 'type':
      return String(p.type).split(',').join(' or ');
    case 'enum': {
      const values = (p.allowedValues as unknown[]).map(renderValue);
      return values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
    }
    case 'const':
      return renderValue(p.allowedValue);
    case 'pattern': {
      const words = (e.parentSchema as { patternErrorMessage?: unknown } | undefined)
        ?.patternErrorMessage;
      return typeof words === 'string' ? words : `a string matching ${String(p.pattern)}`;
    }
    case 'format':
      return FORMAT_NAMES[String(p.format)] ?? `a valid ${String(p.format)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return range(e);
    case 'minLength':
      return p.limit === 1
        ? 'a non-empty string'
        : `a string of at least ${plural(p.limit, 'character')}`;
    case 'maxLength':
      return `a string of at most ${plural(p.limit, 'character')}`;
    case 'minItems':
      return `at least ${plural(p.limit, 'item')}`;
    case 'maxItems':
      return `at most ${plural(p.limit, 'item')}`;
    case 'minProperties':
      return `at least ${plural(p.limit, 'key')}`;
    case 'maxProperties':
      return `at most ${plural(p.limit, 'key')}`;
    case 'multipleOf':
      return `a multiple of ${String(p.multipleOf)}`;
    case 'oneOf':
    case 'anyOf':
      return 'a value matching one of the allowed forms';
    default:
      return undefined;
  }
}

interface Line extends Problem {
  /** Set when the line is `expected X, got V` about the value at `path`, so lines can merge. */
  value?: { expected: string; got: string };
}

function toLine(e: ErrorObject): Line {
  const p = e.params as Params;
  switch (e.keyword) {
    case 'required':
      // The missing key's own path, so a top-level key reads "/limits" rather than an empty path.
      return {
        path: childPath(e.instancePath, String(p.missingProperty)),
        message: 'expected a value (the key is required), got nothing',
      };
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const props =
        (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      const allowed = Object.keys(props).sort();
      const list = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : 'no keys allowed here';
      return {
        path: childPath(e.instancePath, key),
        message: `unknown key ${JSON.stringify(key)} (${list})`,
      };
    }
    case 'uniqueItems': {
      // ajv reports the later duplicate as i and the earlier one as j.
      const { i, j } = p as { i: number; j: number };
      const item = Array.isArray(e.data) ? (e.data as unknown[])[i] : undefined;
      return {
        path: childPath(e.instancePath, i),
        message: `expected a value not already in the list (it repeats item ${j}), got ${renderValue(item)}`,
      };
    }
    default: {
      const expected =
        expectation(e) ?? `a value satisfying "${e.keyword}" (${e.message ?? 'no detail'})`;
      const got = renderValue(e.data);
      return {
        path: e.instancePath,
        message: `expected ${expected}, got ${got}`,
        value: { expected, got },
      };
    }
  }
}

/** Converts ajv errors (from a validator built with allErrors and verbose) into problems. */
export function explainAjvErrors(errors: readonly ErrorObject[], pathPrefix = ''): Problem[] {
  const list = [...errors];
  const { dropped, replacements } = decideBranches(list);
  const lines: Line[] = [];
  for (const e of list) {
    const replacement = replacements.get(e);
    if (replacement) lines.push(replacement);
    if (dropped.has(e) || replacement) continue;
    const line = toLine(e);
    const previous = lines.at(-1);
    // Several keywords failing on one value (format and pattern) read better as one line.
    if (
      line.value &&
      previous?.value &&
      previous.path === line.path &&
      previous.value.got === line.value.got
    ) {
      previous.value.expected += ` and ${line.value.expected}`;
      previous.message = `expected ${previous.value.expected}, got ${previous.value.got}`;
      continue;
    }
    lines.push(line);
  }
  const seen = new Set<string>();
  return lines
    .map(({ path, message }) => ({ path: pathPrefix + path, message }))
    .filter((line) => {
      // A $ref used twice can report the same error twice; print it once.
      const key = `${line.path}\u0000${line.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
