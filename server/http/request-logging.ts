// One JSON log line per request, with a request id that is also sent back
// as X-Request-Id. Only method, path, status and timing are logged: never a
// query string, body or header that could hold a visitor's details.
//
// A few lines over pino rather than pino-http: pino-http makes a child logger
// and runs its serializers for every request, which cost a third of the time
// of answering a cached page; this line is all the site logs per request.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** A well-formed X-Request-Id from a proxy, or a new id. */
function requestIdOf(req: Request): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    const done = () => {
      const status = res.statusCode;
      const line = {
        reqId: id,
        req: { method: req.method, path: req.path },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    };
    res.once('finish', done);
    next();
  };
}
