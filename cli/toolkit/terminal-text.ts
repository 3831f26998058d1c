// Text for a terminal. A lead's fields and a page's path are what a visitor
// typed or linked to: printed raw, a control character could move the
// cursor, recolour or clear the screen, and a bidirectional override reorder
// what the operator reads.

/**
 * Text for one terminal cell: whitespace (line breaks too) collapsed, and
 * control and bidirectional-override characters removed.
 */
export function terminalText(value: string): string {
  return value
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The width of a text in a terminal, as the reports count it: one column per code point. */
export const textWidth = (value: string) => Array.from(value).length;

/** `value` cut to `width` columns, ending in "…" when it was longer. */
export function clip(value: string, width: number): string {
  const characters = Array.from(value);
  return characters.length <= width ? value : `${characters.slice(0, Math.max(0, width - 1)).join('')}…`;
}
