import autocannon from 'autocannon';
import { runServer } from './lib/run-server';
for (const level of ['info', 'warn']) {
  const s = await runServer({ args: ['scripts/lib/pages-bench-server.ts'], tsx: true, env: { BENCH_STATIC_DIR: '/tmp', LOG_LEVEL: level } });
  await autocannon({ url: s.url + '/sitemap', connections: 32, duration: 1 });
  const a = await autocannon({ url: s.url + '/sitemap', connections: 32, duration: 3 });
  const h = await autocannon({ url: s.url + '/__bench/hello', connections: 32, duration: 3 });
  const api = await autocannon({ url: s.url + '/api/services', connections: 32, duration: 3 });
  console.log(level, 'sitemap', a.requests.average.toFixed(0), 'hello', h.requests.average.toFixed(0), 'api', api.requests.average.toFixed(0));
  await s.stop();
}
