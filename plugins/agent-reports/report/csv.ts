import type { CsvNumber } from './cells';
import { neutraliseFormulas } from './formulaGuard';

/** One CSV cell: text (always quoted, formulas made text), or a number written as a number. */
export type CsvCell = string | number | CsvNumber;

/**
 * A header cell a spreadsheet would run: =, +, @, tab or return first, or a minus that does not
 * start a plain number. The header is the app's own texts, quoted only where they need it.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** Text as the spreadsheet must read it; numbers (and CsvNumber's text) as they are. */
const rowCell = (cell: CsvCell): string | number | CsvNumber =>
  typeof cell === 'string' ? neutraliseFormulas(cell) : cell;

const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * A CSV file written a slice at a time: the export adds each platform page's rows as it arrives,
 * so no single task formats 10,000 rows (issue 14: no long task over 50 ms). The file itself grows
 * the same way: each slice goes into a Blob made of the file so far and the slice (a Blob built on
 * another Blob refers to its bytes instead of copying them), so the last page does not have to
 * encode the whole file at once; one Blob of a 900 KB file's strings took 50 to 110 ms on a CPU
 * slowed down twice, each slice's Blob 11 to 23 ms.
 */
export interface CsvWriter {
  /** Appends rows after those already written. */
  add(rows: readonly (readonly CsvCell[])[]): void;
  /** The file so far (byte-order mark and header first). */
  readonly file: Blob;
}

/**
 * A CSV writer with its header line. The layout is papaparse's (loaded only when an export asks
 * for it). Rows hold the platform's data, e.g. a member's remark, so every text cell is quoted
 * and a formula is made text after any separator too (OWASP CSV injection; issue 29): a
 * spreadsheet whose list separator is `;` would otherwise split `x;=1+2` into a live formula.
 * A byte-order mark first: spreadsheets then read the Chinese and Khmer headers as UTF-8.
 */
export async function csvWriter(header: readonly string[]): Promise<CsvWriter> {
  const { unparse } = await import('papaparse');
  const newline = '\r\n';
  const headerConfig = { escapeFormulae: FORMULA, newline };
  const config = { quotes: (cell: unknown) => typeof cell === 'string', newline };
  let file = new Blob([`\uFEFF${unparse([[...header]], headerConfig)}`], { type: CSV_TYPE });
  return {
    get file() {
      return file;
    },
    add(rows) {
      if (rows.length === 0) return;
      const slice = `\r\n${unparse(
        rows.map((row) => row.map(rowCell)),
        config,
      )}`;
      file = new Blob([file, slice], { type: CSV_TYPE });
    },
  };
}

/** The CSV text of a header and rows, in one go (small files). */
export async function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<string> {
  const writer = await csvWriter(header);
  writer.add(rows);
  return fileText(writer.file);
}

/** A file's text as written, byte-order mark included (Blob.text() drops it). */
export async function fileText(file: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
}

/** Saves a file through the browser's download (a temporary object URL, freed after). */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the URL to the download; a tick later it may go
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
