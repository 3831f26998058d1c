// POST /contact: the contact form without JavaScript. Stored
// requests redirect to /contact?sent=1 (a reload sends nothing twice);
// otherwise the form is rendered again with what the visitor typed and why
// it was not sent.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { FormResult } from '../../client/app-state';
import { CONTACT_FIELD_LIMITS, FORM_TOKEN_FIELD } from '../../shared/constants';
import type { RenderPage } from '../render/render-page';
import type { ContactIntake } from './submit-contact';

const CONTACT_SENT_PATH = '/contact?sent=1';

const STATUS: Record<FormResult['outcome'], number> = { invalid: 400, limited: 429, failed: 503 };

export function contactForm({
  intake,
  renderPage,
  refererPageOf,
}: {
  intake: ContactIntake;
  renderPage: RenderPage;
  /** The path of the page the form was sent from, by its Referer (when the hidden field is missing). */
  refererPageOf?: (req: Request) => string | undefined;
}) {
  const answer = (req: Request, res: Response, next: NextFunction, outcome: FormResult['outcome'], errors: Record<string, string> = {}) =>
    renderPage(req, res, next, { status: STATUS[outcome], formResult: { outcome, values: typedValues(req.body), errors } });

  return {
    /** Parsed before the rate limit, so a visitor who is limited keeps what they typed. */
    parse: express.urlencoded({ extended: false, limit: '16kb' }),
    async handle(req: Request, res: Response, next: NextFunction) {
      const result = await intake.submit(req.body ?? {}, { refererPage: refererPageOf?.(req) });
      if (result.outcome === 'stored') res.redirect(303, CONTACT_SENT_PATH);
      else await answer(req, res, next, result.outcome, result.outcome === 'invalid' ? result.errors : {});
    },
    /** The rate limit's answer: the form again, with the visitor's values. */
    answerLimited: (req: Request, res: Response, next: NextFunction) => answer(req, res, next, 'limited'),
  };
}

/** What the visitor typed (and the form's token), to put back into the form. */
function typedValues(body: unknown): Record<string, string> {
  const fields = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    [...Object.keys(CONTACT_FIELD_LIMITS), FORM_TOKEN_FIELD].map((field) => {
      const value = fields[field];
      return [field, typeof value === 'string' ? value.slice(0, CONTACT_FIELD_LIMITS.message) : ''];
    }),
  );
}
