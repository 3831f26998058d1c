// Times server renders in this process: the whole render of a page (prefetch,
// state, document), and the share of it spent making the page's state block.
import { createQueryClient, matchRoute, readQuery } from '../../client/server-entry';
import { packState } from '../../shared/state-codec';
import { loadContent } from '../../server/content/content-store';
import { readAssetManifest } from '../../server/pages/asset-manifest';
import { inProcessQueryFn } from '../../server/reads/in-process-data';
import { renderRoute, stableDehydrate } from '../../server/pages/render-route';
import { scriptSafeJson } from '../../server/pages/script-safe-json';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

export async function measureRender(dataDir: string, clientDir: string, url: string, runs: number) {
  const content = await loadContent(dataDir);
  const assets = readAssetManifest(clientDir);
  const { route, params, language } = matchRoute(url);
  const request = { route, params, language, path: url, location: url };
  const totals: number[] = [];
  const states: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await renderRoute(content, assets, request);
    totals.push(performance.now() - started);
    // The state block alone, over the same prefetched data.
    const queryClient = createQueryClient({ server: true, queryFn: inProcessQueryFn(content) });
    await Promise.all([queryClient.prefetchQuery(readQuery('business')), route.prefetch?.(queryClient, params, language)]);
    const stateStarted = performance.now();
    scriptSafeJson(packState({ queries: stableDehydrate(queryClient) }));
    states.push(performance.now() - stateStarted);
    queryClient.clear();
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { totalP50: percentile(totals, 50), totalP99: percentile(totals, 99), stateShare: sum(states) / sum(totals) };
}
