import { describe, expect, it } from 'vitest';
import { neutraliseFormulas } from './formulaGuard';

describe('neutraliseFormulas', () => {
  it('leaves text without a formula as it is', () => {
    for (const text of ['', 'plain remark', 'a-b, c+d', 'x;-12.5;y', 'mail me@home', '1 = 1'])
      expect(neutraliseFormulas(text)).toBe(text);
  });

  it("puts a ' before a formula at the start and after every separator", () => {
    expect(neutraliseFormulas('=1+2')).toBe("'=1+2");
    expect(neutraliseFormulas('x;=1+2')).toBe("x;'=1+2");
    expect(neutraliseFormulas('a,+1|@x')).toBe("a,'+1|'@x");
    expect(neutraliseFormulas('a\r\n=1')).toBe("a\r\n'=1");
    expect(neutraliseFormulas('x; "=cmd"')).toBe('x;\' "=cmd"');
  });

  it('treats tab and return both as a separator and as a formula start', () => {
    expect(neutraliseFormulas('\t=1')).toBe("'\t'=1");
    expect(neutraliseFormulas('a,\t=1')).toBe("a,'\t'=1");
    expect(neutraliseFormulas('\r')).toBe("'\r");
  });

  it('keeps a plain negative number, not a minus that starts a formula', () => {
    expect(neutraliseFormulas('-3')).toBe('-3');
    expect(neutraliseFormulas('-3+2')).toBe("'-3+2");
    expect(neutraliseFormulas('a;-1.5;-cmd')).toBe("a;-1.5;'-cmd");
  });
});
