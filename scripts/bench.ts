// npm run bench: figures measured side by side in one run on this machine.
// Sections: `leads` (durable vs naive contact posts). Run one with
// `npm run bench -- leads`. Timings are noisy: compare the ratios.
import autocannon from 'autocannon';
import { runServer, visitorLead } from './lib/run-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv.slice(2);
const wanted = (section: string) => only.length === 0 || only.includes(section);

async function postsPerSecond(mode: 'durable' | 'naive') {
  const server = await runServer({ args: ['scripts/lib/leads-bench-server.ts', mode], tsx: true });
  let i = 0;
  // warm-up, then the measured run
  await autocannon({ url: server.url, connections: 32, duration: 2, requests: [postRequest(() => i++)] });
  const result = await autocannon({ url: server.url, connections: 32, duration: DURATION, requests: [postRequest(() => i++)] });
  await server.stop();
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function postRequest(next: () => number): autocannon.Request {
  return { method: 'POST', path: '/api/contacts', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: visitorLead(next()) }) };
}

if (wanted('leads')) {
  console.log(`\n## Contact posts (${DURATION} s each, 32 connections)`);
  const naive = await postsPerSecond('naive');
  const durable = await postsPerSecond('durable');
  console.log(`naive append per request, never synced: ${naive.rps.toFixed(0)} posts/s (p99 ${naive.p99} ms, ${naive.errors} errors)`);
  console.log(`durable (group-committed fdatasync):    ${durable.rps.toFixed(0)} posts/s (p99 ${durable.p99} ms, ${durable.errors} errors)`);
  console.log(`durable / naive: ${(durable.rps / naive.rps).toFixed(2)}x (target ≥ 1.0x)`);
}

