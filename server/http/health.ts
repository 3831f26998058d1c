import express from 'express';
import type { ContentSource } from '../content/content-source';
import type { NdjsonLog } from '../storage/ndjson-log';
import type { Notifier } from '../leads/notifications/notifier';

/**
 * /healthz: the process answers. /readyz: content is loaded and the lead log
 * can be written. Its details also count lead notifications still pending and
 * given up; those never make it unready, since the site itself still works.
 */
export function healthRoutes({
  content,
  leads,
  notifier,
}: {
  content: ContentSource;
  leads: NdjsonLog;
  notifier?: Notifier;
}): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [leadsWritable, notifications] = await Promise.all([
      leads.writable(),
      notifier ? notifier.status() : { channels: [], pending: 0, failed: 0 },
    ]);
    const ready = leadsWritable && Boolean(content.current);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ready' : 'not ready',
        checks: { content: content.current.version, leadLogWritable: leadsWritable, notifications },
      });
  });
  return router;
}
