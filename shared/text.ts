// Plain-text helpers: meta descriptions, and a list's first letter.

/** HTML or simple markup as one line of text. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s|\*+|^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Meta descriptions: at most 158 characters, cut at a word. */
export function clip(text: string, max = 158): string {
  const flat = plainText(text);
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

/** "brass and zinc" → "Brass and zinc". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
