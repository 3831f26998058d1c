import type { ReactNode } from 'react';
import { STATE_ELEMENT_ID, type PageAssets } from './app-state';
import { RouteHead } from './meta/route-head';

/**
 * The whole HTML document: React renders <html> on the server and hydrates
 * it on the client. The state block is non-executable JSON (no inline
 * script), so the CSP can say script-src 'self'.
 */
export function Document({ assets, stateJson, children }: { assets: PageAssets; stateJson: string; children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a2e" />
        <RouteHead />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        <script type="module" src={assets.entry} />
      </head>
      <body>
        {children}
        <script id={STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateJson }} />
      </body>
    </html>
  );
}
