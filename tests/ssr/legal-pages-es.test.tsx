// The privacy policy and terms in Spanish: each says it is a translation and
// links to its English original, which governs; the date is Spanish; no
// sentence of the English text is left. The English pages, with no notice,
// are compared byte for byte by scripts/snapshot-pages.ts.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrentRouteContext } from '../../client/current-route';
import { createQueryClient } from '../../client/data/api-client';
import { readQuery } from '../../client/data/queries';
import { registerSpanish } from '../../client/messages';
import PrivacyPage from '../../client/routes/privacy/page';
import TermsPage from '../../client/routes/terms/page';
import type { Language } from '../../shared/language';
import englishPrivacy from '../../shared/messages/en/privacy';
import englishTerms from '../../shared/messages/en/terms';
import { spanish } from '../../shared/messages/es';
import { businessSchema } from '../../shared/content-schema';
import { sampleFiles } from '../helpers/test-content';
import { visibleText } from '../helpers/html';

const business = {
  ...businessSchema.parse(sampleFiles()['business.json'].business),
  boroughCounts: {},
  navigation: { services: [], contactForm: [], popularAreas: [] },
  openingHours: ['Mon–Fri 7 AM–5 PM'],
};

function render(Page: ComponentType, path: string, language: Language, original: string): string {
  const client = createQueryClient();
  client.setQueryData(readQuery('business', language).queryKey, business);
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <CurrentRouteContext.Provider
          value={{
            Page,
            head: { title: '' },
            params: {},
            language,
            otherLanguage: { language: language === 'es' ? 'en' : 'es', path: original },
          }}
        >
          <Page />
        </CurrentRouteContext.Provider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** Every string of a catalog part, functions called with a placeholder. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value]
  : typeof value === 'function' ? [String((value as (x: string) => string)('…'))]
  : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf)
  : [];

/** The sentences of a text (at least a few words each: names and figures are the same in both languages). */
const sentences = (texts: string[]) =>
  texts
    .flatMap((text) => text.split(/(?<=[.:;?])\s+|…/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);

beforeAll(() => registerSpanish(spanish));

describe.each([
  ['privacy', PrivacyPage, '/es/privacidad', '/privacy', englishPrivacy, 'Política de privacidad'],
  ['terms', TermsPage, '/es/terminos', '/terms', englishTerms, 'Términos del servicio'],
] as const)('the %s page in Spanish', (_, Page, path, original, english, title) => {
  it('says at the top that it is a translation, linking to the English original, which governs', () => {
    const html = render(Page, path, 'es', original);
    expect(html).toContain(
      `<p class="note">Esta página es una traducción de cortesía. Si hubiera alguna diferencia con el <a href="${original}" hrefLang="en">original en inglés</a>, prevalece el original.</p>`,
    );
    expect(html.indexOf('class="note"')).toBeLessThan(html.indexOf('<h2>'));
  });

  it('has its title and a Spanish date', () => {
    const text = visibleText(render(Page, path, 'es', original));
    expect(text).toContain(title);
    expect(text).toContain('Última actualización: enero de 2024');
  });

  it('leaves no English sentence of the page', () => {
    const text = visibleText(render(Page, path, 'es', original));
    for (const sentence of sentences(stringsOf(english))) expect(text).not.toContain(sentence);
    expect(text).not.toContain('Last updated');
  });

  it('has no notice in English', () => {
    const html = render(Page, original, 'en', '/es');
    expect(html).not.toContain('class="note"');
    expect(visibleText(html)).toContain('Last updated January 2024');
  });
});
