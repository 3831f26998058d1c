// Times the steps of one server render in this process: prefetch, then
// dehydrate and serialize the state, then render the document.
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Root } from '../../client/app';
import { createQueryClient } from '../../client/data/api-client';
import { businessQuery } from '../../client/data/queries';
import { scriptSafeJson } from '../../client/meta/page-meta';
import { matchAppRoute, notFoundPage } from '../../client/routes';
import { loadContent } from '../../server/content/content-store';
import { pageAssets, readAssetManifest } from '../../server/render/asset-manifest';
import { inProcessQueryFn } from '../../server/render/render-page';
import { packState } from '../../shared/state-codec';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

export async function measureRender(dataDir: string, clientDir: string, url: string, runs: number) {
  const content = await loadContent(dataDir);
  const manifest = readAssetManifest(clientDir);
  const totals: number[] = [];
  const states: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const queryClient = createQueryClient({ server: true, queryFn: inProcessQueryFn(content) });
    const { route, params } = matchAppRoute(url);
    const page = route?.page ?? notFoundPage;
    await Promise.all([queryClient.prefetchQuery(businessQuery()), route?.prefetch?.(queryClient, params), page.preload()]);
    const stateStarted = performance.now();
    const assets = pageAssets(manifest, page.id);
    const stateJson = scriptSafeJson(packState({ queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }), assets }));
    states.push(performance.now() - stateStarted);
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    renderToString(<Root queryClient={queryClient} assets={assets} stateJson={stateJson} serverForm={{}} Router={Router} />);
    totals.push(performance.now() - started);
    queryClient.clear();
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { totalP50: percentile(totals, 50), totalP99: percentile(totals, 99), stateShare: sum(states) / sum(totals) };
}
