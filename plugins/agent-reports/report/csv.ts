/** One CSV cell: text as it is, numbers as the platform sent them (2 decimals for amounts). */
export type CsvCell = string | number;

/**
 * A cell a spreadsheet would run: =, +, @, tab or return first, or a minus that does not start a
 * plain number (papaparse's own pattern would also quote every negative amount).
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/**
 * The CSV text of a header and rows. The quoting is papaparse's (loaded only when an export
 * asks for it); formulae are escaped so a spreadsheet never runs a cell that starts with =.
 * A byte-order mark first: spreadsheets then read the Chinese and Khmer headers as UTF-8.
 */
export async function toCsv(
  header: readonly string[],
  rows: readonly CsvCell[][],
): Promise<string> {
  const { unparse } = await import('papaparse');
  return `\uFEFF${unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: FORMULA, newline: '\r\n' })}`;
}

/** Saves text as a file through the browser's download (a temporary object URL, freed after). */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
