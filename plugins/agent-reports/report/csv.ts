/** One CSV cell: text as it is, numbers as the platform sent them (2 decimals for amounts). */
export type CsvCell = string | number;

/**
 * A cell a spreadsheet would run: =, +, @, tab or return first, or a minus that does not start a
 * plain number (papaparse's own pattern would also quote every negative amount).
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/**
 * A CSV file written a slice at a time: the export adds each platform page's rows as it arrives,
 * so no single task of the page formats 10,000 rows (issue 14: no long task over 50 ms).
 */
export interface CsvWriter {
  /** Appends rows after those already written. */
  add(rows: readonly (readonly CsvCell[])[]): void;
  /** The file so far, in pieces (byte-order mark and header first), as a Blob takes them. */
  readonly parts: readonly string[];
}

/**
 * A CSV writer with its header line. The quoting is papaparse's (loaded only when an export asks
 * for it); formulae are escaped so a spreadsheet never runs a cell that starts with =. A
 * byte-order mark first: spreadsheets then read the Chinese and Khmer headers as UTF-8.
 */
export async function csvWriter(header: readonly string[]): Promise<CsvWriter> {
  const { unparse } = await import('papaparse');
  const config = { escapeFormulae: FORMULA, newline: '\r\n' };
  const parts = [`\uFEFF${unparse([[...header]], config)}`];
  return {
    parts,
    add(rows) {
      if (rows.length > 0)
        parts.push(
          `\r\n${unparse(
            rows.map((row) => [...row]),
            config,
          )}`,
        );
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
  return writer.parts.join('');
}

/**
 * Saves text (whole, or in the pieces it was written in) as a file through the browser's download
 * (a temporary object URL, freed after).
 */
export function downloadText(
  fileName: string,
  text: string | readonly string[],
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(
    new Blob(typeof text === 'string' ? [text] : [...text], { type }),
  );
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
