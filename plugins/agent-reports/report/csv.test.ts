import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and keeps numbers as they are', async () => {
    const text = await toCsv(
      ['Account', 'Note', 'Amount'],
      [
        ['t01a01p001', 'said "hi", left', -12.5],
        ['玩家', 'two\nlines', 1234],
      ],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Account,Note,Amount',
      't01a01p001,"said ""hi"", left",-12.5',
      '玩家,"two\nlines",1234',
    ]);
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const text = await toCsv(['Remark'], [['=HYPERLINK("x")']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('toCsv amounts', () => {
  it('leaves a negative amount a number, but escapes a minus that starts a formula', async () => {
    const text = await toCsv(['Amount', 'Remark'], [['-12.50', '-1+cmd']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('-12.50,"\'-1+cmd"');
  });
});
