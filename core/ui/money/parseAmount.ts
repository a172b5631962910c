/** What a typed amount turned out to be, before any min/max rule. */
export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'not_number' }
  | { kind: 'too_many_decimals' }
  | { kind: 'amount'; value: number };

// Digits with optional correctly grouped thousands ("1,234,567"), then at most some decimals.
// Grouping is checked so a typo like "1,23" is refused rather than read as 123.
const AMOUNT_SHAPE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** Reads what a person typed into an amount field: "1,234.5" is 1234.5; cents at most. */
export function readAmount(text: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = AMOUNT_SHAPE.exec(trimmed);
  if (!match) return { kind: 'not_number' };
  if ((match[2] ?? '').length > 2) return { kind: 'too_many_decimals' };
  return { kind: 'amount', value: Number(`${match[1]!.replaceAll(',', '')}.${match[2] ?? ''}0`) };
}

/** The amount typed, or null when it is empty, not a number or has more than 2 decimals. */
export function parseAmount(text: string): number | null {
  const reading = readAmount(text);
  return reading.kind === 'amount' ? reading.value : null;
}
