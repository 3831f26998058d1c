import express, { type Request } from 'express';
import type { TrafficCounter } from '../traffic/traffic-counter';
import type { ContentSource } from '../content/content-source';
import type { NdjsonLog } from '../storage/ndjson-log';
import type { Notifier } from '../leads/notifications/notifier';
import type { ClusterStore } from '../cluster-store';
import { noiseCounts } from '../web/visitor-noise';

/**
 * /healthz: the process answers. /readyz: content is loaded and the lead log
 * can be written. Its details also count lead notifications still pending and
 * given up, and what the traffic logs take and the traffic events dropped
 * (invalid, cross-site, past the rate, past the disk budget, refused by the
 * disk), and what visitors sent that was cut short or abandoned
 * (server/web/visitor-noise.ts), for every worker; those never make it unready, since the site itself
 * still works. The details are for the machine's own checks: a client on
 * loopback or the configured proxy (TRUST_PROXY) gets them, anyone else the
 * bare status.
 */
export function healthRoutes({
  content,
  leads,
  notifier,
  counter,
  store,
}: {
  content: ContentSource;
  leads: NdjsonLog;
  notifier?: Notifier;
  counter?: TrafficCounter;
  store?: Pick<ClusterStore, 'tallies'>;
}): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    if (!isOperator(req)) {
      const ready = Boolean(content.current) && (await leads.writable());
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready' });
      return;
    }
    const [leadsWritable, notifications, counting, tallies] = await Promise.all([
      leads.writable(),
      notifier ? notifier.status() : { channels: [], pending: 0, failed: 0 },
      counter?.status(),
      store?.tallies().catch(() => ({})),
    ]);
    const ready = leadsWritable && Boolean(content.current);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ready' : 'not ready',
        checks: {
          content: content.current.version,
          leadLogWritable: leadsWritable,
          notifications,
          ...(counting && { traffic: { logBytes: counting.bytes, budgetBytes: counting.maxBytes, dropped: counting.dropped } }),
          ...(tallies && { cutShortByVisitors: noiseCounts(tallies) }),
        },
      });
  });
  return router;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The client is this machine, or the proxy TRUST_PROXY names (a load balancer's health check). */
function isOperator(req: Request): boolean {
  const client = req.ip ?? '';
  const trusted = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  return LOOPBACK.test(client) || Boolean(trusted?.(client, 0));
}
