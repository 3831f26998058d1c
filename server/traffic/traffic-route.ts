// POST /api/footfall: page views and phone taps from the site's own script,
// sent with sendBeacon. Always answered 204 at once, never cached: a browser
// that asked not to be tracked (Sec-GPC or DNT) and a bot are not counted at
// all; an event another site's page sent, one past the per-address rate, or
// one failing validation (a body that is neither text nor JSON included) is
// dropped and tallied for /readyz. No address or user agent is stored: the
// address lives only in the rate counter's memory, for a minute.
import express, { type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { TRAFFIC_BEACON_PATH } from '../../shared/constants';
import { NO_STORE } from '../web/cache-control';
import { fromOwnPages } from '../web/same-site';
import { clusterCounts } from '../web/rate-limit-store';
import type { ClusterStore } from '../cluster-store';
import { mayCount } from './may-count';
import type { TrafficCounter } from './traffic-counter';

/** A page view is well under 1 KB, even on a long not-found path; anything larger is not one. */
const BODY_LIMIT = '4kb';
const RATE_WINDOW_MS = 60_000;
const EVENT_TYPES = ['text/plain', 'application/json'];

const answer = (res: Response) => void res.status(204).set('Cache-Control', NO_STORE).end();

export function trafficRoute({
  counter,
  store,
  ratePerMinute,
  ownHostsOf,
}: {
  counter: TrafficCounter;
  store: ClusterStore;
  ratePerMinute: number;
  /** The hosts this site answers to: an event from another site's page is dropped. */
  ownHostsOf: (req: Request) => readonly (string | undefined)[];
}): express.Router {
  const router = express.Router();
  // sendBeacon and fetch with a string body send text/plain; a JSON type is taken too.
  const readText = express.text({ type: EVENT_TYPES, limit: BODY_LIMIT });
  const limiter = rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit: ratePerMinute,
    standardHeaders: false,
    legacyHeaders: false,
    passOnStoreError: true,
    store: clusterCounts(store, RATE_WINDOW_MS, 'traffic'),
    handler: (_req, res) => {
      counter.drop('rate');
      answer(res);
    },
  });
  router.post(
    TRAFFIC_BEACON_PATH,
    (req, res, next) => (mayCount(req) ? next() : answer(res)),
    (req, res, next) => {
      if (fromOwnPages(req, ownHostsOf(req))) return next();
      counter.drop('cross-site');
      answer(res);
    },
    limiter,
    (req, res) => {
      readText(req, res, (error?: unknown) => {
        answer(res);
        if (error || typeof req.body !== 'string') return counter.drop('invalid');
        let body: unknown;
        try {
          body = JSON.parse(req.body);
        } catch {
          return counter.drop('invalid');
        }
        counter.countBrowserEvent(body);
      });
    },
  );
  return router;
}
