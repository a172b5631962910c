/** One thing wrong with a config file: a JSON pointer and what is wrong there. */
export interface Problem {
  /** JSON pointer into the file ("" is the whole document). */
  path: string;
  /** Text after the path, usually `expected <what>, got <value>`. */
  message: string;
}

const MAX_VALUE_CHARS = 80;

/** Renders a value as the `got` part of a message: JSON, shortened, or `nothing`. */
export function renderValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  // Whole objects can be long; the path already says where, so a prefix is enough to recognise it.
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS - 1)}…` : json;
}

/** Escapes one key for use inside a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins a parent pointer and a key. */
export function childPath(parent: string, key: string | number): string {
  return `${parent}/${pointerToken(key)}`;
}

/** Formats a problem as the one line site:check prints for it. */
export function formatProblem(file: string, problem: Problem): string {
  return `${file}: ${problem.path}: ${problem.message}`;
}
