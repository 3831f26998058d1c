import type { ReactNode } from 'react';
import { fullTitle } from '../shared/page-head';
import { STATE_ELEMENT_ID, type PageAssets } from './app-state';
import { useBusiness } from './business';
import { useLanguage, useRouteHead } from './current-route';
import { LOCALES } from '../shared/language';
import { BRAND_COLORS, WEB_MANIFEST_PATH } from '../shared/web-manifest';

/**
 * The whole HTML document: React renders <html> on the server and hydrates
 * it in the browser. The state block is non-executable JSON (no inline
 * script), so the CSP can say script-src 'self'.
 *
 * The server passes every head tag of the page as `headTags`; the browser
 * renders only the title (kept up to date on navigation). React skips the
 * server's other head tags when it hydrates: they are for crawlers and link
 * previews, which read the server's HTML.
 */
export function Document({
  assets,
  stateJson,
  headTags,
  children,
}: {
  assets: PageAssets;
  stateJson: string;
  headTags?: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang={LOCALES[useLanguage()].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.theme} />
        {headTags ?? <DocumentTitle />}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href={assets.favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={assets.touchIcon} />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        <script type="module" src={assets.entry} />
      </head>
      <body>
        {children}
        <script id={STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateJson }} />
      </body>
    </html>
  );
}

function DocumentTitle() {
  return <title>{fullTitle(useRouteHead().title, useBusiness())}</title>;
}
