// Neighborhood content is HTML written by editors. Only a small, safe set of
// tags is accepted at load (p, h2, h3, ul, li, strong, em, a with an
// internal href), so nothing else can reach a page.
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a']);
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*"([^"]*)"/g;

/** Returns the problems found in `html`; an empty list means it is safe. */
export function checkAllowedHtml(html: string): string[] {
  const problems: string[] = [];
  for (const [, rawTag = '', rawAttributes = ''] of html.matchAll(TAG)) {
    const tag = rawTag.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      problems.push(`tag <${tag}> is not allowed (use ${[...ALLOWED_TAGS].join(', ')})`);
      continue;
    }
    const attributes = rawAttributes.replace(/\/$/, '').trim();
    if (!attributes) continue;
    const found = [...attributes.matchAll(ATTRIBUTE)];
    const leftover = attributes.replace(ATTRIBUTE, '').trim();
    if (leftover) problems.push(`<${tag}> has an attribute that is not name="value": ${leftover}`);
    for (const [, name = '', value = ''] of found) {
      if (tag !== 'a' || name !== 'href') problems.push(`<${tag}> may not have the attribute ${name}`);
      else if (!/^\/(?!\/)[^\s]*$/.test(value)) problems.push(`link "${value}" must be a site path starting with "/"`);
    }
  }
  if (/<(?![a-zA-Z/])/.test(html)) problems.push('a "<" that is not part of a tag: write it as &lt;');
  return problems;
}
