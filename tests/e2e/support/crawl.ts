// A small crawler over server-rendered HTML: what a page links to (<a href>)
// and what it loads (img/source src and srcset, script src, link rel
// stylesheet/modulepreload/icon), resolved against the page's URL.

export interface PageRefs {
  links: string[];
  assets: string[];
}

const TAG = /<(a|img|source|script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;
const LOADED_LINK_RELS = new Set(['stylesheet', 'modulepreload', 'icon', 'preload']);

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function extractRefs(html: string, pageUrl: string): PageRefs {
  const links: string[] = [];
  const assets: string[] = [];
  const resolve = (ref: string) => new URL(decode(ref).trim(), pageUrl).href;
  for (const [, rawTag = '', rawAttributes = ''] of html.matchAll(TAG)) {
    const tag = rawTag.toLowerCase();
    const attributes = new Map([...rawAttributes.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));
    const href = attributes.get('href');
    const src = attributes.get('src');
    const srcset = attributes.get('srcset');
    if (tag === 'a' && href !== undefined) links.push(resolve(href));
    if (tag === 'link' && href !== undefined && (attributes.get('rel') ?? '').split(/\s+/).some((rel) => LOADED_LINK_RELS.has(rel))) {
      assets.push(resolve(href));
    }
    if ((tag === 'img' || tag === 'script' || tag === 'source') && src !== undefined) assets.push(resolve(src));
    if (srcset !== undefined) {
      for (const candidate of decode(srcset).split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) assets.push(resolve(url));
      }
    }
  }
  return { links, assets };
}

/** The page's address without its fragment: what the crawler fetches. */
export function withoutHash(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

/** Runs `work` over the items with at most `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
