import express from 'express';
import type { ContentSource } from '../content/content-source';
import type { LeadLog } from '../leads/lead-log';

/** /healthz: the process answers. /readyz: content is loaded and the lead log can be written. */
export function healthRoutes({ content, leads }: { content: ContentSource; leads: LeadLog }): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const leadsWritable = await leads.writable();
    const ready = leadsWritable && Boolean(content.current);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks: { content: content.current.version, leadLogWritable: leadsWritable } });
  });
  return router;
}
