// The end of the app: a method no route takes is a 405, and an error no route
// answered is logged (500 and above) and answered once, in JSON under /api,
// as the static error page in the page's language anywhere else.
import type { NextFunction, Request, Response } from 'express';
import { languageOfPath } from '../../shared/language';
import type { ContentSource } from '../content/content-source';
import { contentIn } from '../content/content-store';
import type { Logger } from '../logger';
import { errorPageHtml } from '../pages/error-page';
import { NO_STORE } from '../web/cache-control';
import { sendProblem } from '../web/problem';

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

export function methodNotAllowed(_req: Request, res: Response): void {
  res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
}

export function errorHandler({ content, logger }: { content: ContentSource; logger: Logger }) {
  return (error: HttpError, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.set('Cache-Control', NO_STORE);
    if (req.path.startsWith('/api/') || req.path === '/api') {
      if (status === 413) return sendProblem(res, 'body-too-large', 413, { detail: 'The request body is larger than 16 KB.' });
      if (error.type === 'entity.parse.failed') return sendProblem(res, 'not-json', 400, { detail: 'The request body is not valid JSON.' });
      if (status === 415) return sendProblem(res, 'json-required', 415, { detail: error.expose ? error.message : undefined });
      if (status < 500) return sendProblem(res, 'not-json', status, { detail: error.expose ? error.message : undefined });
      return sendProblem(res, 'server-error', status, { detail: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 404) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const language = languageOfPath(req.path);
    res
      .status(status >= 400 ? status : 500)
      .type('html')
      .send(errorPageHtml(contentIn(content.current, language).business, language));
  };
}
