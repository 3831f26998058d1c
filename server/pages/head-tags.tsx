// Every head tag of a page, from the head its route returns: title,
// description, canonical link, Open Graph and Twitter card, and the JSON-LD
// graph (the business on every page, the breadcrumb, the page's own nodes).
// Every URL is built from SITE_URL and the canonical path only; a not-found
// page has no canonical link and no og:url, whatever path was asked.
import type { BusinessProfile } from '../../shared/api-types';
import { absoluteUrl, fullTitle, type PageHead } from '../../shared/page-head';
import { breadcrumbJsonLd, localBusinessJsonLd, withCardImage, type BrandImages } from '../../shared/structured-data';
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/card-spec';
import { scriptSafeJson } from './script-safe-json';
import { localizedPath } from '../../client/server-entry';
import { LANGUAGES, LOCALES, type Language } from '../../shared/language';
import type { Alternates } from '../reads/alternates';

export function HeadTags({
  head,
  business,
  path,
  language,
  alternates,
  card,
  brand,
}: {
  head: PageHead;
  business: BusinessProfile;
  path: string;
  language: Language;
  /** The page in both languages, when it has both. */
  alternates?: Alternates;
  /** The page's link-preview card (1200 × 630 JPEG): absolute URL and what it shows; none on a not-found page. */
  card?: { url: string; alt: string };
  /** The business's logo and photos of its work, for the structured data. */
  brand: BrandImages;
}) {
  const title = fullTitle(head.title, business);
  const url = head.notFound ? undefined : absoluteUrl(business, path);
  const description = head.description ?? '';
  const image = url ? card : undefined;
  // Breadcrumbs name English paths; a Spanish page's lead to the Spanish pages.
  const crumbs = head.breadcrumb?.map((crumb) => (crumb.href ? { ...crumb, href: localizedPath(crumb.href, language) } : crumb));
  const graph = [
    localBusinessJsonLd(business, brand),
    ...(url && crumbs ? [breadcrumbJsonLd(business, crumbs, path)] : []),
    ...withCardImage(head.jsonLd ?? [], image?.url, brand),
    // The language of the page, said once (English pages' graph is as it always was).
    ...(url && language !== 'en' ? [{ '@type': 'WebPage', '@id': url, url, name: title, inLanguage: LOCALES[language].hreflang }] : []),
  ];
  const links = url &&
    alternates && [
      ...LANGUAGES.map((each) => ({ hreflang: LOCALES[each].hreflang, href: absoluteUrl(business, alternates[each]) })),
      { hreflang: 'x-default', href: absoluteUrl(business, alternates.en) },
    ];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ?
        <link rel="canonical" href={url} />
      : <meta name="robots" content="noindex" />}
      {links && links.map((link) => <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />)}
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:site_name" content={business.name} />
      {alternates && <meta property="og:locale" content={LOCALES[language].ogLocale} />}
      {alternates && <meta property="og:locale:alternate" content={LOCALES[language === 'en' ? 'es' : 'en'].ogLocale} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(CARD_WIDTH)} />
          <meta property="og:image:height" content={String(CARD_HEIGHT)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', '@graph': graph }) }}
      />
    </>
  );
}
