import { describe, expect, it } from 'vitest';
import { parseReturnMessage, readReturnQuery } from './returnMessage';

const STATE = 'a'.repeat(64);
const CODE = 'b'.repeat(64);

describe('return messages', () => {
  it('reads an allowed and a denied answer from the return page query', () => {
    expect(readReturnQuery(`?state=${STATE}&code=${CODE}`)).toEqual({ state: STATE, code: CODE });
    expect(readReturnQuery(`?state=${STATE}&error=access_denied`)).toEqual({
      state: STATE,
      error: 'access_denied',
    });
  });

  it('ignores anything that is not a provider answer', () => {
    expect(readReturnQuery('')).toBeNull();
    expect(readReturnQuery(`?code=${CODE}`)).toBeNull();
    expect(readReturnQuery(`?state=short&code=${CODE}`)).toBeNull();
    expect(readReturnQuery(`?state=${STATE}`)).toBeNull();
    expect(parseReturnMessage('text')).toBeNull();
    expect(parseReturnMessage(null)).toBeNull();
    expect(parseReturnMessage({ state: STATE, code: '<img src=x>' })).toBeNull();
    expect(parseReturnMessage({ state: STATE, error: 'x'.repeat(65) })).toBeNull();
  });
});
