// POST /contact (and /es/contacto, the Spanish page's): the contact form
// without JavaScript. A stored request redirects to the page it was sent from
// with ?sent=1, or ?sent=photos when some of its photos could not be kept (a
// reload sends nothing twice); otherwise that page is rendered again for this
// one visitor, with what they typed and chose, why it was not sent, and their
// form token.
import type { LeadLimits } from '../config';
import express, { type NextFunction, type Request, type Response } from 'express';
import { matchRoute, routes, type FormResult } from '../../client/server-entry';
import { LEAD_FIELD_LIMITS, FORM_TOKEN_FIELD } from '../../shared/lead-fields';
import { ESTIMATE_FIELDS } from '../../shared/estimate-fields';
import type { FieldCode } from '../../shared/form-problems';
import { mayCount } from '../traffic/may-count';
import type { ContentSource } from '../content/content-source';
import { NO_STORE } from '../web/cache-control';
import type { AssetManifest } from '../pages/asset-manifest';
import { renderRoute } from '../pages/render-route';
import { RETRY_AFTER_FAILED_SECONDS, type LeadIntake } from './intake';
import { leadFlags } from './lead-flags';
import { addressClass } from '../web/address-class';
import type { RequestWithPhotos } from './photos/multipart-form';

const contactRoute = routes.find((route) => route.id === 'contact')!;
/** Where the form posts without JavaScript: the contact page, in each language. */
export const CONTACT_FORM_PATHS = [contactRoute.path, contactRoute.es!];

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
    errors: Record<string, FieldCode> = {},
  ) => {
    try {
      const values = typedValues(req.body);
      // The visitor's own token comes back with the form (unused: nothing was stored); a new one if it had none.
      const sentToken = values[FORM_TOKEN_FIELD];
      const token = (typeof sentToken === 'string' && sentToken) || intake.issueFormToken(addressClass(req.ip));
      const contactPath = req.path;
      const { route, params, language } = matchRoute(contactPath);
      const status = STATUS[outcome];
      const photosChosen = photosCarried(req);
      const { html } = await renderRoute(content.current, assets, {
        route,
        params,
        language,
        path: contactPath,
        location: contactPath,
        form: { status, token, result: { outcome, values, errors, ...(photosChosen > 0 && { photosChosen }) } },
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
        flags: leadFlags(req, limits, ownHostsOf(req)),
        counted: mayCount(req),
        addressClass: addressClass(req.ip),
      });
      if (result.outcome === 'stored')
        res.set('Cache-Control', NO_STORE).redirect(303, `${req.path}?sent=${result.photos?.notKept.length ? 'photos' : '1'}`);
      else if (result.outcome === 'invalid') await answer(req, res, next, 'invalid', result.errors);
      // A form has no key of its own to reuse; a conflict cannot come from it, and is answered as a failure if it did.
      else await answer(req, res, next, 'failed');
    },
    /** The rate limit's answer: the form again, with the visitor's values. */
    answerLimited: (req: Request, res: Response, next: NextFunction) => answer(req, res, next, 'limited'),
  };
}

/** How many photos the form carried: those stored as it arrived, and those that could not be. */
function photosCarried(req: Request): number {
  const stored = (req.body as Record<string, unknown> | undefined)?.[ESTIMATE_FIELDS.photos];
  return (Array.isArray(stored) ? stored.length : 0) + ((req as RequestWithPhotos).multipartPhotos?.notKept.length ?? 0);
}

/** What the visitor typed and chose (and the form's token), to put back into the form; the photos cannot go back into a file input. */
function typedValues(body: unknown): Record<string, string | string[]> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (field: string) => {
    const value = fields[field];
    return [field, typeof value === 'string' ? value.slice(0, LEAD_FIELD_LIMITS.message) : ''] as const;
  };
  const list = (field: string) => {
    const value = fields[field];
    const values = Array.isArray(value) ? value : [value];
    const strings = values.filter((item): item is string => typeof item === 'string');
    return [field, strings.slice(0, 20).map((item) => item.slice(0, 100))] as const;
  };
  return Object.fromEntries<string | string[]>([
    ...[...Object.keys(LEAD_FIELD_LIMITS), FORM_TOKEN_FIELD, ESTIMATE_FIELDS.areaSqFt, ESTIMATE_FIELDS.work].map(text),
    ...[ESTIMATE_FIELDS.visitWindows, ESTIMATE_FIELDS.access].map(list),
  ]);
}
