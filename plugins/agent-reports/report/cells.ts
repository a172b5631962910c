/**
 * A figure the CSV writes as the platform's number (unquoted), in the digits it was given as text
 * so an amount keeps its 2 decimals; only csvAmount makes one, so its text is always a number.
 */
export class CsvNumber {
  private constructor(readonly text: string) {}

  /** Fixed decimals, without thousands separators. */
  static fixed(value: number, digits: number): CsvNumber {
    return new CsvNumber(value.toFixed(digits));
  }

  toString(): string {
    return this.text;
  }
}

/** An amount in a CSV cell: 2 decimals as on screen (§9), without the thousands separators. */
export const csvAmount = (value: number): CsvNumber => CsvNumber.fixed(value, 2);
