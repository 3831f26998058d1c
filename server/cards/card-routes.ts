// GET /og/{page path}.{hash}.jpg: a page's link-preview card. The current
// hash is served from disk (drawn on the first request) as immutable; an
// older hash (a page cached before its content changed) is sent to the
// current card; a page that does not exist has no card.
import express from 'express';
import type { ContentSource } from '../content/content-source';
import { IMMUTABLE } from '../web/cache-control';
import { canonicalPath } from '../web/canonical-path';
import type { CardStore } from './card-store';
import { cardForPath, parseCardUrl } from './card-spec';

/** How long the redirect from an older card to the current one may be kept. */
const MOVED_CARD_CACHE_CONTROL = 'public, max-age=300';

export function cardRoutes({ content, cards }: { content: ContentSource; cards: CardStore }): express.Router {
  const router = express.Router();
  router.get('/og/{*card}', async (req, res, next) => {
    try {
      const wanted = parseCardUrl(req.path);
      const canonical = wanted && canonicalPath(wanted.path);
      const current = wanted && canonical?.kind === 'canonical' ? cardForPath(content.current, canonical.path) : undefined;
      if (!wanted || !current) {
        res.status(404).type('text/plain').set('Cache-Control', 'public, max-age=60').send('No such card');
        return;
      }
      if (!current.url.endsWith(`.${wanted.hash}.jpg`)) {
        res.set('Cache-Control', MOVED_CARD_CACHE_CONTROL).redirect(302, current.url);
        return;
      }
      const file = await cards.file(wanted.hash, current.spec, content.current);
      res.sendFile(file, { headers: { 'Cache-Control': IMMUTABLE, 'Content-Type': 'image/jpeg' } });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
