/**
 * Parses JSON and, when it is malformed, says where and why in words an operator can act on.
 * V8's own messages differ between Node versions and often omit the position, so on failure
 * we re-scan the text with a small strict scanner that knows the line and column.
 */

export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string };

/** Parses `text`; on failure returns the 1-based line and column of the first syntax error. */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const { offset, reason } = locateSyntaxError(text);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return { ok: false, line, column, reason };
  }
}

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function describe(text: string, at: number): string {
  const ch = text[at];
  return ch === undefined ? 'end of file' : JSON.stringify(ch);
}

/** Scans `text` and returns the offset and reason of its first JSON syntax error. */
export function locateSyntaxError(text: string): { offset: number; reason: string } {
  let i = 0;
  const fail = (expected: string): never => {
    throw new SyntaxProblem(i, `expected ${expected}, got ${describe(text, i)}`);
  };
  const skipSpace = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('a value');
  };
  const string = (): void => {
    i++; // opening quote
    while (i < text.length) {
      const ch = text[i] ?? '';
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            fail('four hex digits after \\u');
          }
          i += 6;
        } else if ('"\\/bfnrt'.includes(next) && next !== '') {
          i += 2;
        } else {
          i++;
          fail('a valid escape character');
        }
      } else if (ch < ' ') {
        throw new SyntaxProblem(i, 'control character or line break inside a string');
      } else {
        i++;
      }
    }
    throw new SyntaxProblem(i, 'unterminated string');
  };
  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail('a value');
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    skipSpace();
    const ch = text[i];
    if (ch === '{') return object();
    if (ch === '[') return array();
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail('a value');
  };
  const afterComma = (close: string): void => {
    skipSpace();
    if (text[i] === close)
      throw new SyntaxProblem(i, `trailing comma before ${JSON.stringify(close)}`);
  };
  function object(): void {
    i++;
    skipSpace();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail('a double-quoted key');
      string();
      skipSpace();
      if (text[i] !== ':') fail('":" after a key');
      i++;
      value();
      skipSpace();
      if (text[i] === '}') {
        i++;
        return;
      }
      if (text[i] !== ',') fail('"," or "}" after a value');
      i++;
      afterComma('}');
    }
  }
  function array(): void {
    i++;
    skipSpace();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value();
      skipSpace();
      if (text[i] === ']') {
        i++;
        return;
      }
      if (text[i] !== ',') fail('"," or "]" after a value');
      i++;
      afterComma(']');
    }
  }

  // JSON.parse rejects a byte-order mark; editors hide it, so name it.
  if (text.charCodeAt(0) === 0xfeff)
    return { offset: 0, reason: 'byte-order mark at the start of the file' };
  try {
    value();
    skipSpace();
    if (i < text.length) fail('end of file after the value');
    return { offset: text.length, reason: 'unparseable JSON' };
  } catch (error) {
    if (error instanceof SyntaxProblem) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}
