// What a page's link-preview card shows, decided by the page's route (its
// SERVER head: the label and the photo), and the card's URL: the page's path
// under /og/ with a hash of everything drawn, so a change of title, photo,
// name or design makes a new URL and an unchanged card keeps its own.
import { createHash } from 'node:crypto';
import type { Params } from 'react-router-dom';
import { matchRoute, type RouteModule } from '../../client/server-entry';
import { contentReader } from '../reads/read-routes';
import { contentIn, type Content } from '../content/content-store';
import { languageOfPath, type Language } from '../../shared/language';
import { largestUrl } from '../../shared/image-sources';

/** The card's label when the page names none. */
const DEFAULT_LABEL: Record<Language, string> = { en: 'Terrazzo in New York', es: 'Terrazo en Nueva York' };

/** Bump when the card's design changes: every card gets a new URL. */
const CARD_DESIGN = 3;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardSpec {
  title: string;
  label: string;
  businessName: string;
  /** The served (fingerprinted) URL of the photo's largest file, and what it shows. */
  photo: { url: string; alt: string };
}

/** The card of the page at `path` (its route and parameters), or undefined for a page that does not exist. */
export function cardSpecFor(content: Content, route: RouteModule, params: Params, path: string): CardSpec | undefined {
  // The head sees all the content here (not only what the page prefetches): the card may show anything.
  const data = contentReader(content);
  const language = languageOfPath(path);
  const ctx = { params, path, language, business: contentIn(content, language).business, data };
  if (route.notFound?.(ctx)) return undefined;
  const head = route.head(ctx);
  if (head.notFound) return undefined;
  const featured = content.gallery.items.find((item) => item.featured) ?? content.gallery.items[0];
  const photo = head.card?.photo ?? (featured && { url: largestUrl(featured.image), alt: featured.image.alt });
  if (!photo) return undefined;
  return {
    title: head.card?.title ?? head.title,
    label: head.card?.label ?? DEFAULT_LABEL[language],
    businessName: content.business.name,
    photo,
  };
}

/** The card URL of `path` for `spec`: `/og/services/restoration.3f9a2b1c4d5e.jpg` (the home page is `/og/index.….jpg`). */
export function cardUrl(path: string, spec: CardSpec): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, spec]))
    .digest('hex')
    .slice(0, 12);
  return `/og${path === '/' ? '/index' : path}.${hash}.jpg`;
}

/** What the card shows, in words (og:image:alt, twitter:image:alt). */
export function cardAlt(spec: CardSpec): string {
  return `${spec.businessName}: "${spec.title}", set over a photo of our work. ${spec.photo.alt}`;
}

/** The page path and hash a card URL names, or undefined when it names none. */
export function parseCardUrl(url: string): { path: string; hash: string } | undefined {
  const match = /^\/og(\/.*)\.([0-9a-f]{12})\.jpg$/.exec(url);
  if (!match) return undefined;
  return { path: match[1] === '/index' ? '/' : match[1]!, hash: match[2]! };
}

/** The card of a page path, with its route: what `/og/…` answers for. */
export function cardForPath(content: Content, path: string): { spec: CardSpec; url: string } | undefined {
  const { route, params } = matchRoute(path);
  const spec = cardSpecFor(content, route, params, path);
  return spec && { spec, url: cardUrl(path, spec) };
}
