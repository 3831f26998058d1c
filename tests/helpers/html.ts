import { unpackState } from '../../shared/state-codec';

// Small readers for server-rendered HTML in tests.

export function stateBlocks(html: string): string[] {
  return [...html.matchAll(/<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

export function readState(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
  assets: { entry: string; css: string; modulepreload: string[] };
} {
  const blocks = stateBlocks(html);
  if (blocks.length !== 1) throw new Error(`expected one state block, found ${blocks.length}`);
  return unpackState(JSON.parse(blocks[0]!)) as ReturnType<typeof readState>;
}

export function jsonLd(html: string): Record<string, unknown>[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return (JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag ? decodeEntities(tag[1]!) : undefined;
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  return match ? decodeEntities(match[1]!) : undefined;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

/** Text of the page with tags removed (entities decoded), for "does the page say X" checks. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
