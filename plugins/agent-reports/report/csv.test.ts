import { describe, expect, it } from 'vitest';
import { csvAmount } from './cells';
import { csvWriter, fileText, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every text cell and keeps numbers as they are', async () => {
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
      '"t01a01p001","said ""hi"", left",-12.5',
      '"玩家","two\nlines",1234',
    ]);
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const text = await toCsv(['Remark'], [['=HYPERLINK("x")']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('toCsv formulas after a separator (issue 29)', () => {
  it('quotes every text cell and escapes a formula after any separator a spreadsheet may split on', async () => {
    const text = await toCsv(
      ['Remark'],
      [['x;=1+2'], ['a|@SUM(A1)'], ['tab\t+1'], ['two\n-1+2'], ['b, =cmd'], ['plain']],
    );
    expect(text.slice(1).split('\r\n').slice(1)).toEqual([
      `"x;'=1+2"`,
      `"a|'@SUM(A1)"`,
      `"tab\t'+1"`,
      `"two\n'-1+2"`,
      `"b,' =cmd"`,
      `"plain"`,
    ]);
  });
});

describe('toCsv amounts', () => {
  it('leaves a negative amount a number, but escapes a minus that starts a formula', async () => {
    const text = await toCsv(['Amount', 'Remark', 'Note'], [[csvAmount(-12.5), '-1+cmd', '-3']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('-12.50,"\'-1+cmd","-3"');
  });
});

describe('csvWriter', () => {
  it('written a page at a time, the file is the one written in one go', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [`p${i}`, i % 2 ? '=1+1' : 'a,b', -i]);
    const writer = await csvWriter(['Account', 'Note', 'Amount']);
    for (let i = 0; i < rows.length; i += 100) writer.add(rows.slice(i, i + 100));
    writer.add([]);
    expect(await fileText(writer.file)).toBe(await toCsv(['Account', 'Note', 'Amount'], rows));
    expect(writer.file.type).toBe('text/csv;charset=utf-8');
  });

  it('with no rows is the header alone', async () => {
    const writer = await csvWriter(['Account']);
    const bytes = new Uint8Array(await writer.file.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'the byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    expect(await fileText(writer.file)).toBe('\uFEFFAccount');
  });
});
