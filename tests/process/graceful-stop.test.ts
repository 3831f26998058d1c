// A restart under load costs no visitor an error: SIGTERM to the primary of
// two workers under a steady load of ten keep-alive connections (as a load
// generator or a proxy holds them), ten times. Every request is either served
// or refused (the port is closed, and a client opens a new connection when
// an answer says "Connection: close"), never reset.
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer, waitForLog } from '../helpers/server-process';

const CLIENTS = 10;
const RUNS = 10;

type Outcome = 'served' | 'refused' | 'reset' | 'other';

/** One GET on the client's connection (a new one when the last answer closed it). */
function get(url: string, agent: Agent): Promise<{ outcome: Outcome; detail?: string }> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/services`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? { outcome: 'served' } : { outcome: 'other', detail: `HTTP ${res.statusCode}` }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ outcome: error.code === 'ECONNRESET' ? 'reset' : 'other', detail: error.code }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' ? { outcome: 'refused' }
        : error.code === 'ECONNRESET' || error.message === 'socket hang up' ? { outcome: 'reset', detail: error.code ?? error.message }
        : { outcome: 'other', detail: error.code ?? error.message },
      ),
    );
    req.end();
  });
}

describe('SIGTERM to the primary under load', () => {
  it(`${RUNS} times: every request is served or refused, none reset, and the primary exits 0`, async () => {
    const tally: Record<Outcome, number> = { served: 0, refused: 0, reset: 0, other: 0 };
    const details: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
      await waitForLog(server, () => server.logs.filter((entry) => entry.msg === 'serving the site').length === 2);
      let exited = false;
      void server.exited.then(() => (exited = true));
      const client = async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        // Until the process is gone and a connection is refused.
        for (;;) {
          const { outcome, detail } = await get(server.url, agent);
          tally[outcome]++;
          if (detail) details.push(detail);
          if (exited && outcome !== 'served') return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      await Promise.all(clients);
      expect(await server.exited).toBe(0);
    }
    expect({ reset: tally.reset, other: tally.other, details: details.filter((d) => d !== undefined) }).toEqual({
      reset: 0,
      other: 0,
      details: [],
    });
    expect(tally.served).toBeGreaterThan(RUNS * CLIENTS);
    expect(tally.refused).toBeGreaterThanOrEqual(RUNS * CLIENTS);
  }, 120_000);
});
