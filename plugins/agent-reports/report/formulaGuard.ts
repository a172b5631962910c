/**
 * Characters a spreadsheet may split a cell's text on: the list separators locales use (`,` `;`),
 * tab, `|` and line breaks. A text cell is read as if it were split on any of them, since the
 * person opening the file picks the separator, not us.
 */
const SEPARATOR = /[,;|\t\r\n]/;

/**
 * What a spreadsheet runs at the start of a cell (OWASP CSV injection): = + @ tab or return, or a
 * minus that does not start a plain number (a negative figure stays readable), perhaps behind
 * spaces or quotes that an import trims.
 */
const FORMULA_AT = /[ "]*(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?(?:[,;|\t\r\n]|$)))/y;

function startsFormula(text: string, at: number): boolean {
  FORMULA_AT.lastIndex = at;
  return FORMULA_AT.test(text);
}

/**
 * The text with a `'` before every segment a spreadsheet would run: the text's start and what
 * follows each separator. The `'` makes the segment text in every spreadsheet that splits there.
 */
export function neutraliseFormulas(text: string): string {
  let out = '';
  for (let at = 0; at <= text.length; at++) {
    if ((at === 0 || SEPARATOR.test(text[at - 1]!)) && startsFormula(text, at)) out += "'";
    out += text.charAt(at);
  }
  return out;
}
