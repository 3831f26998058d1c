// One JSON log line per request, with a request id that is also sent back
// as X-Request-Id. Only method, path, status and timing are logged: never a
// query string, body or header that could hold a visitor's details. The
// framework's requests and the fast path's cache hits (fast-path.ts) write
// the same line.
//
// A few lines over pino rather than pino-http: pino-http makes a child logger
// and runs its serializers for every request, which cost a third of the time
// of answering a cached page; this line is all the site logs per request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A well-formed X-Request-Id from a proxy, or a new id. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The line of one answered request. */
export function logRequest(logger: Logger, id: string, method: string | undefined, path: string, status: number, started: number): void {
  const line = { reqId: id, req: { method, path }, res: { status }, responseTime: Math.round(performance.now() - started) };
  if (status >= 500) logger.error(line, 'request failed');
  else logger.info(line, 'request completed');
}

export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, id);
    res.once('finish', () => logRequest(logger, id, req.method, req.path, res.statusCode, started));
    next();
  };
}
