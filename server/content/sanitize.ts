// Content HTML (neighborhood pages, rendered Markdown) passes an allowlist
// before it can reach a page: no script, no handlers, no styles, no foreign
// links, whatever an editor (or a compromised file) puts in.
import sanitizeHtml from 'sanitize-html';

const INTERNAL_LINK = /^\/(?!\/)/;

const baseOptions: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  exclusiveFilter: (frame) => frame.tag === 'a' && !INTERNAL_LINK.test(frame.attribs.href ?? ''),
};

/** Neighborhood pages: p, h2, h3, ul, li, strong, em and internal links. */
export function sanitizeNeighborhoodHtml(html: string): string {
  return sanitizeHtml(html, { ...baseOptions, allowedTags: ['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a'] });
}

/** Articles: what Markdown produces for headings, lists, tables, quotes and code. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    ...baseOptions,
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'a',
      'blockquote',
      'code',
      'pre',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href'], th: ['align'], td: ['align'] },
  });
}
