// A page's versions in the site's languages, for hreflang links in its head
// and in sitemap.xml: only a page that exists in both languages has them, and
// the two versions name each other (reciprocal), with English as x-default.
import type { Params } from 'react-router-dom';
import { pathIn, type DataReader, type RouteModule } from '../../client/server-entry';
import { LANGUAGES, type Language } from '../../shared/language';
import { contentIn, type Content } from '../content/content-store';

export type Alternates = Record<Language, string>;

/** The path of the page in each language, or undefined when it does not exist in both (`data` reads all of `content`). */
export function alternatesOf(content: Content, data: DataReader, route: RouteModule, params: Params): Alternates | undefined {
  const paths = { en: pathIn('en', route, params), es: pathIn('es', route, params) };
  if (!paths.en || !paths.es) return undefined;
  const exists = (language: Language) =>
    !route.notFound?.({ params, path: paths[language]!, language, business: contentIn(content, language).business, data });
  return LANGUAGES.every(exists) ? (paths as Alternates) : undefined;
}
