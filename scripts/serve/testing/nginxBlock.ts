/** For the nginx configuration's tests: a block of the rendered text, braces balanced. */
import { expect } from 'vitest';

/** The body of the block that opens with `opening` (a `location … {` or `map … {` line). */
export function block(text: string, opening: string): string {
  const start = text.indexOf(`${opening} {`);
  expect(start, `no block "${opening}"`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`block "${opening}" is not closed`);
}
