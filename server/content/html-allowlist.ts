// HTML written by editors (neighborhood pages) or rendered from their
// Markdown (articles) passes an allowlist before it can reach a page: no
// script, no handlers, no styles, no links off the site, whatever an editor
// (or a compromised file) puts in. One allowlist per kind of content serves
// both purposes: checking at load, with a real HTML parser (htmlparser2), so
// the editor is told what to fix; and sanitizing (sanitize-html, built on
// the same parser), so nothing outside it is ever served.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

export interface HtmlAllowlist {
  tags: readonly string[];
  /** Attributes allowed per tag; `href` is a site path (starting with one "/"). */
  attributes: Readonly<Record<string, readonly string[]>>;
}

/** Neighborhood pages: paragraphs, headings, lists, emphasis and links to the site's own pages. */
export const NEIGHBORHOOD_HTML: HtmlAllowlist = {
  tags: ['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a'],
  attributes: { a: ['href'] },
};

/** Articles: what Markdown makes of headings, lists, tables, quotes and code. */
export const ARTICLE_HTML: HtmlAllowlist = {
  tags: [
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
  attributes: { a: ['href'], th: ['align'], td: ['align'] },
};

const SITE_PATH = /^\/(?!\/)\S*$/;

/** What in `html` the allowlist does not allow, one problem each, in the editor's words; empty when it is all allowed. */
export function checkHtml(html: string, allowlist: HtmlAllowlist): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (!allowlist.tags.includes(tag)) {
          problems.push(`tag <${tag}> is not allowed (use ${allowlist.tags.join(', ')})`);
          return;
        }
        for (const [name, value] of Object.entries(attributes)) {
          if (!allowlist.attributes[tag]?.includes(name)) problems.push(`<${tag}> may not have the attribute ${name}`);
          else if (name === 'href' && !SITE_PATH.test(value)) problems.push(`link "${value}" must be a site path starting with "/"`);
        }
      },
      ontext() {
        // A "<" the parser took as text: browsers show it, but it is one letter away from a tag.
        if (html.slice(parser.startIndex, parser.endIndex + 1).includes('<'))
          problems.push('a "<" that is not part of a tag: write it as &lt;');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...new Set(problems)];
}

/** `html` with everything outside the allowlist removed (a link off the site goes, its text stays escaped out). */
export function sanitize(html: string, allowlist: HtmlAllowlist): string {
  return sanitizeHtml(html, {
    allowedTags: [...allowlist.tags],
    allowedAttributes: Object.fromEntries(Object.entries(allowlist.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    exclusiveFilter: (frame) => frame.tag === 'a' && !SITE_PATH.test(frame.attribs.href ?? ''),
  });
}

/** The `href` of every `<a>` in `html`, entities decoded. */
export function hrefsOf(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser(
    { onopentag: (tag, attributes) => tag === 'a' && attributes.href !== undefined && hrefs.push(attributes.href) },
    { decodeEntities: true },
  );
  parser.end(html);
  return hrefs;
}
