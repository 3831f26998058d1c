// Loading, empty and not-found states of the data pages (with the
// product's fixed texts), rendered from a query cache in each state. On a first load the data
// is in the page; these show during client-side navigation.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentRouteContext } from '../../client/current-route';
import { createQueryClient } from '../../client/data/api-client';
import { readQuery } from '../../client/data/queries';
import { matchRoute } from '../../client/routes';
import { businessSchema } from '../../shared/content-schema';
import { sampleFiles } from '../helpers/test-content';
import { visibleText } from '../helpers/html';

const business = {
  ...businessSchema.parse(sampleFiles()['business.json'].business),
  boroughCounts: {},
  navigation: { services: [], contactForm: [], popularAreas: [] },
  openingHours: ['Mon–Fri 7 AM–5 PM'],
};

/** A client whose reads never finish (loading), or fail with 404 (not found), or return `data`. */
function clientThat(answer: 'loads' | 'fails' | ((key: string) => unknown)): QueryClient {
  const client = createQueryClient({
    queryFn: ({ queryKey }) => {
      const key = queryKey.join('/');
      if (answer === 'loads') return new Promise(() => {});
      if (answer === 'fails') return Promise.reject(new Error(`404: no ${key}`));
      return Promise.resolve(answer(key));
    },
  });
  client.setQueryData(readQuery('business').queryKey, business);
  return client;
}

/** Renders the page of `path`; with `prefetch`, after its reads have settled. */
async function render(path: string, client: QueryClient, { prefetch = true, raw = false } = {}): Promise<string> {
  const { route, params } = matchRoute(path);
  await route.page.preload();
  const reads = route.prefetch?.(client, params, 'en');
  if (prefetch) await reads?.catch(() => {});
  const Page = route.page.Component;
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <CurrentRouteContext.Provider
          value={{ Page, head: { title: '' }, params, language: 'en', otherLanguage: { language: 'es', path: '/es' } }}
        >
          <Page />
        </CurrentRouteContext.Provider>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return raw ? html : visibleText(html);
}

describe('loading states', () => {
  it.each([
    ['/services', 'Preparing our services...'],
    ['/services/restoration', 'Preparing service details...'],
    ['/local/soho-manhattan-ny', 'Preparing location details...'],
    ['/gallery', 'Preparing our portfolio...'],
    ['/brooklyn-neighborhoods', 'Loading neighborhoods...'],
  ])('%s shows "%s" while its data loads', async (path, text) => {
    const html = await render(path, clientThat('loads'), { prefetch: false });
    expect(html).toContain(text);
    if (path !== '/brooklyn-neighborhoods') expect(html).toContain('Loading...');
  });

  it('the service-location page shows a loading skeleton', async () => {
    const html = await render('/service-location/restoration-brooklyn', clientThat('loads'), { prefetch: false, raw: true });
    expect(html).toContain('skeleton');
  });
});

describe('not-found states', () => {
  it.each([
    ['/services/marble', ['Service Not Found', "The terrazzo service you're looking for doesn't exist.", 'Back to Services']],
    ['/local/atlantis-ny', ['Location Not Found', "The terrazzo service area you're looking for doesn't exist.", 'Back to Home']],
    [
      '/service-location/restoration-mars',
      ['Page Not Found', "The service location page you're looking for doesn't exist.", 'Back to Services'],
    ],
    ['/blog/no-such-post', ['Article Not Found', "The article you're looking for doesn't exist.", 'Back to Blog']],
  ])('%s shows its fixed text when its read fails', async (path, texts) => {
    const html = await render(path, clientThat('fails'));
    for (const text of texts) expect(html).toContain(text);
  });
});

describe('empty states', () => {
  it('the blog says "No articles available at the moment." when there are none', async () => {
    const html = await render(
      '/blog',
      clientThat(() => []),
    );
    expect(html).toContain('No articles available at the moment.');
  });

  it('a borough list with no neighborhoods says so with the title-cased name', async () => {
    const html = await render(
      '/staten-island-neighborhoods',
      clientThat(() => []),
    );
    expect(html).toContain('No neighborhoods found for Staten Island');
  });

  it('the gallery says "No Projects Found" when there are no projects', async () => {
    const html = await render(
      '/gallery',
      clientThat(() => []),
    );
    expect(html).toContain('No Projects Found');
    expect(html).toContain('All Projects');
  });

  it('failed list reads are not reported: the services page shows an empty list', async () => {
    const html = await render('/services', clientThat('fails'));
    expect(html).toContain('Terrazzo Services');
    expect(html).not.toMatch(/error/i);
  });
});
