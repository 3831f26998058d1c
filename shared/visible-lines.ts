// The rule of visible-text.ts for text of several lines (a message, a CSV
// cell, a terminal line), apart so that the browser's entry, which cleans
// one-line values only, carries none of it.
import { HIDDEN, LONE_SURROGATE, SEPARATORS } from './visible-text';

const UNSAFE_KEEPING_LINES = new RegExp(`[^\\P{Cc}\\t\\n]|[${HIDDEN}]`, 'gu');
const LINE_SEPARATORS = new RegExp(`\\r\\n|[${SEPARATORS}]`, 'gu');

/** `value` cleaned as visibleText does, its tabs and line breaks kept: CRLF and the separators made LF, a lone CR gone. */
export function visibleLines(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replace(LINE_SEPARATORS, '\n').replace(UNSAFE_KEEPING_LINES, '');
}
