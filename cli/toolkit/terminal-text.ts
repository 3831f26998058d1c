// Text for a terminal. A lead's fields and a page's path are what a visitor
// typed or linked to: printed raw, a control character could move the
// cursor, recolour or clear the screen, and a bidirectional override reorder
// what the operator reads. The rule is the site's one for visitors' text.
import { visibleLines } from '../../shared/visible-lines';
import { visibleText } from '../../shared/visible-text';

/** Text for one terminal cell: cleaned by the one rule, whitespace (line breaks too) collapsed. */
export function terminalText(value: string): string {
  return visibleText(value.replace(/\s+/g, ' ')).trim();
}

/** Text for the terminal as lines (a warning naming a file or a log's line): each line cleaned, the breaks kept. */
export function terminalLines(value: string): string {
  return visibleLines(value);
}

/** The width of a text in a terminal, as the reports count it: one column per code point. */
export const textWidth = (value: string) => Array.from(value).length;

/** `value` cut to `width` columns, ending in "…" when it was longer. */
export function clip(value: string, width: number): string {
  const characters = Array.from(value);
  return characters.length <= width ? value : `${characters.slice(0, Math.max(0, width - 1)).join('')}…`;
}
