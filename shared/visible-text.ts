// One rule for text a visitor sent, wherever the site keeps or shows it (a
// lead's fields and source, a traffic event's path and campaign, the
// operator's e-mail, reports and terminal): control characters (they move a
// terminal's cursor, recolour or clear its screen), bidirectional marks and
// overrides (U+202E turns "Campaign" around) and zero-width characters (they
// hide text, or make two values look alike) are taken out. A lone surrogate
// (half of a character) becomes U+FFFD. A message keeps its line breaks and tabs.

/** ALM, zero-width space, non-joiner and joiner, LRM and RLM, the embeddings and overrides, word joiner and invisible operators, the isolates, BOM. */
const HIDDEN = '\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff';
const UNSAFE = new RegExp(`[\\p{Cc}${HIDDEN}]`, 'gu');
/** In a `u` regex a surrogate pair is one character: only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/gu;
const UNSAFE_KEEPING_LINES = new RegExp(`[^\\P{Cc}\\t\\n]|[${HIDDEN}]`, 'gu');

/** `value` without control, bidirectional and zero-width characters (`keepLines`: but for tabs and line breaks, CRLF made LF; a lone CR goes). */
export function visibleText(value: string, { keepLines = false }: { keepLines?: boolean } = {}): string {
  const whole = value.replace(LONE_SURROGATE, '\ufffd');
  return keepLines ? whole.replace(/\r\n/g, '\n').replace(UNSAFE_KEEPING_LINES, '') : whole.replace(UNSAFE, '');
}

/** Whether `value` is whole text: no lone surrogate (which JSON would write as six bytes of escape). */
export const isWholeText = (value: string) => !/\p{Cs}/u.test(value);
