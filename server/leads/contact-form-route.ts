// POST /contact: the contact form without JavaScript. A stored request
// redirects to /contact?sent=1 (a reload sends nothing twice); otherwise the
// contact page is rendered again for this one visitor, with what they typed,
// why it was not sent, and their form token.
import express, { type NextFunction, type Request, type Response } from 'express';
import { matchRoute, type FormResult } from '../../client/server-entry';
import { LEAD_FIELD_LIMITS, FORM_TOKEN_FIELD } from '../../shared/lead-fields';
import { mayCount } from '../traffic/may-count';
import type { ContentSource } from '../content/content-source';
import { NO_STORE } from '../http/cache-control';
import type { AssetManifest } from '../render/asset-manifest';
import { renderRoute } from '../render/render-route';
import { RETRY_AFTER_FAILED_SECONDS, type LeadIntake } from './intake';
import { type LeadLimits } from './limits';
import { requestFlags } from './request-flags';
import { addressClass } from '../http/address-class';
import type { RequestWithPhotos } from '../lead-photos/multipart-form';

const CONTACT_PATH = '/contact';
const CONTACT_SENT_PATH = '/contact?sent=1';
/** Stored, but some of the photos sent with it could not be kept: the confirmation says so. */
const CONTACT_SENT_WITHOUT_SOME_PHOTOS_PATH = '/contact?sent=photos';

const STATUS: Record<FormResult['outcome'], number> = { invalid: 400, limited: 429, failed: 503 };

export function contactForm({
  intake,
  content,
  assets,
  refererPageOf,
  ownHostsOf,
  limits,
}: {
  intake: LeadIntake;
  limits: Pick<LeadLimits, 'softLimit'>;
  content: ContentSource;
  assets: AssetManifest;
  /** The path of the page the form was sent from, by its Referer (when the hidden field is missing). */
  refererPageOf?: (req: Request) => string | undefined;
  /** The hosts this site answers to (a post from another site's page is flagged). */
  ownHostsOf: (req: Request) => readonly (string | undefined)[];
}) {
  const answer = async (
    req: Request,
    res: Response,
    next: NextFunction,
    outcome: FormResult['outcome'],
    errors: Record<string, string> = {},
  ) => {
    try {
      const values = typedValues(req.body);
      // The visitor's own token comes back with the form (unused: nothing was stored); a new one if it had none.
      const token = values[FORM_TOKEN_FIELD] || intake.issueFormToken(addressClass(req.ip));
      const { route, params } = matchRoute(CONTACT_PATH);
      const status = STATUS[outcome];
      const { html } = await renderRoute(content.current, assets, {
        route,
        params,
        path: CONTACT_PATH,
        location: CONTACT_PATH,
        form: { status, token, result: { outcome, values, errors } },
      });
      if (outcome === 'failed') res.set('Retry-After', String(RETRY_AFTER_FAILED_SECONDS));
      res.status(status).set('Cache-Control', NO_STORE).type('html').send(html);
    } catch (error) {
      next(error);
    }
  };

  return {
    /** Parsed before the rate limit, so a visitor who is limited keeps what they typed (a multipart form is read before: server/lead-photos). */
    parse: express.urlencoded({ extended: false, limit: '16kb' }),
    async handle(req: Request, res: Response, next: NextFunction) {
      const multipart = (req as RequestWithPhotos).multipartPhotos;
      const result = await intake.submit(req.body ?? {}, {
        ...(multipart && { photoOwner: multipart.owner, photosNotKept: multipart.notKept }),
        refererPage: refererPageOf?.(req),
        flags: requestFlags(req, limits, ownHostsOf(req)),
        counted: mayCount(req),
        addressClass: addressClass(req.ip),
      });
      if (result.outcome === 'stored')
        res
          .set('Cache-Control', NO_STORE)
          .redirect(303, result.photos?.notKept.length ? CONTACT_SENT_WITHOUT_SOME_PHOTOS_PATH : CONTACT_SENT_PATH);
      else if (result.outcome === 'invalid') await answer(req, res, next, 'invalid', result.errors);
      // A form has no key of its own to reuse; a conflict cannot come from it, and is answered as a failure if it did.
      else await answer(req, res, next, 'failed');
    },
    /** The rate limit's answer: the form again, with the visitor's values. */
    answerLimited: (req: Request, res: Response, next: NextFunction) => answer(req, res, next, 'limited'),
  };
}

/** What the visitor typed (and the form's token), to put back into the form. */
function typedValues(body: unknown): Record<string, string> {
  const fields = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    [...Object.keys(LEAD_FIELD_LIMITS), FORM_TOKEN_FIELD].map((field) => {
      const value = fields[field];
      return [field, typeof value === 'string' ? value.slice(0, LEAD_FIELD_LIMITS.message) : ''];
    }),
  );
}
