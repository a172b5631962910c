import { describe, expect, it } from 'vitest';
import { csvWriter, fileText, toCsv } from './csv';

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
