// POST /contact: the contact form without JavaScript (decisions.md). Stored
// requests redirect to /contact?sent=1 (a reload sends nothing twice);
// invalid ones re-render the form with the visitor's values and the errors.
import express, { type NextFunction, type Request, type Response } from 'express';
import { CONTACT_FIELD_LIMITS } from '../../shared/constants';
import type { Logger } from '../logger';
import type { RenderPage } from '../render/render-page';
import type { LeadLog } from './lead-log';
import { submitContact } from './submit-contact';

export const CONTACT_SENT_PATH = '/contact?sent=1';

export function contactFormRoute({ leads, logger, renderPage }: { leads: LeadLog; logger: Logger; renderPage: RenderPage }) {
  return [
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req: Request, res: Response, next: NextFunction) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = await submitContact(body, leads, logger);
      if (result.outcome === 'stored') {
        res.redirect(303, CONTACT_SENT_PATH);
        return;
      }
      const values = Object.fromEntries(
        Object.keys(CONTACT_FIELD_LIMITS).map((field) => [field, typeof body[field] === 'string' ? (body[field] as string).slice(0, 5000) : '']),
      );
      const formResult = result.outcome === 'invalid' ? { outcome: result.outcome, values, errors: result.errors } : { outcome: result.outcome, values, errors: {} };
      await renderPage(req, res, next, { status: result.outcome === 'invalid' ? 400 : 503, formResult });
    },
  ];
}
