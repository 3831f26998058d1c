// One rule for text a visitor sent, wherever the site keeps or shows it (a
// lead's fields and source, a traffic event's path and campaign, the
// operator's e-mail and its headers, the webhook, reports, CSV and terminal):
// control characters (they move a terminal's cursor, recolour or clear its
// screen), bidirectional marks and overrides (U+202E turns "Campaign"
// around), zero-width characters (they hide text, or make two values look
// alike), Unicode tag characters (U+E0000–U+E007F: invisible ASCII, read by
// software that reads leads, an AI assistant among them), the deprecated
// format characters U+206A–U+206F, and the line and paragraph separators
// U+2028 and U+2029 (a line break no one sees as one) are taken out (a
// separator becomes a space, or in a message a line break). A lone surrogate
// (half of a character) becomes U+FFFD. Text of several lines (a message)
// keeps its line breaks and tabs: visible-lines.ts.

/**
 * ALM, zero-width space, non-joiner and joiner, LRM and RLM, the embeddings and overrides, word joiner and
 * invisible operators, the isolates, the deprecated format characters, BOM, the tag characters.
 */
export const HIDDEN = '\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\u{e0000}-\\u{e007f}';
export const SEPARATORS = '\\u2028\\u2029';
const UNSAFE = new RegExp(`[\\p{Cc}${HIDDEN}]`, 'gu');
/** In a `u` regex a surrogate pair is one character: only a lone surrogate matches. */
export const LONE_SURROGATE = /\p{Cs}/gu;
const ONLY_SEPARATORS = new RegExp(`[${SEPARATORS}]`, 'gu');

/** `value` as one line, without control, bidirectional, zero-width and tag characters; a separator made a space. */
export function visibleText(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replace(ONLY_SEPARATORS, ' ').replace(UNSAFE, '');
}

/** Whether `value` is whole text: no lone surrogate (which JSON would write as six bytes of escape). */
export const isWholeText = (value: string) => !/\p{Cs}/u.test(value);
