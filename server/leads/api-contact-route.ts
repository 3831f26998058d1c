// POST /api/contacts: a lead as the hydrated form (or any API user) sends it,
// as JSON. Answered 201 with its receipt once it is on disk; otherwise why not.
import type { LeadLimits } from '../config';
import express, { type NextFunction, type Request, type Response } from 'express';
import { IDEMPOTENCY_HEADER } from '../../shared/lead-fields';
import type { ContentSource } from '../content/content-source';
import { addressClass } from '../web/address-class';
import { mayCount } from '../traffic/may-count';
import { sendProblem } from '../web/problem';
import { photoDetail } from './photos/upload-route';
import { RETRY_AFTER_FAILED_SECONDS, type LeadIntake } from './intake';
import { leadFlags } from './lead-flags';

const BODY_LIMIT = '16kb';

export function apiContactRoute({
  intake,
  content,
  limits,
  refererPageOf,
  ownHostsOf,
}: {
  intake: LeadIntake;
  content: ContentSource;
  limits: Pick<LeadLimits, 'softLimit'>;
  /** The path of the page a request was sent from, by its Referer (lead source). */
  refererPageOf: (req: Request) => string | undefined;
  /** The hosts this site answers to (a post from another site's page is flagged). */
  ownHostsOf: (req: Request) => readonly (string | undefined)[];
}) {
  const parse = express.json({ limit: BODY_LIMIT });
  const submit = async (req: Request, res: Response) => {
    const result = await intake.submit(req.body, {
      idempotencyKey: req.get(IDEMPOTENCY_HEADER),
      refererPage: refererPageOf(req),
      flags: leadFlags(req, limits, ownHostsOf(req)),
      counted: mayCount(req),
      addressClass: addressClass(req.ip),
    });
    // A request with only the spec's fields is answered with its receipt alone, as it always was.
    if (result.outcome === 'stored') {
      // Each photo not kept: its code, and the English words for it (the page words the code in its own language).
      const business = content.current.business;
      const photos = result.photos && {
        ...result.photos,
        notKept: result.photos.notKept.map((photo) => ({ ...photo, message: photoDetail(photo, business) })),
      };
      res.status(201).json({ ...result.receipt, ...(photos && { photos }), ...(result.slot && { slot: result.slot }) });
    } else if (result.outcome === 'invalid') {
      sendProblem(res, 'invalid-fields', 400, { detail: 'Please check the highlighted fields.', errors: result.errors });
    } else if (result.outcome === 'conflict') {
      sendProblem(res, 'idempotency-conflict', 422, {
        detail: `This ${IDEMPOTENCY_HEADER} was already used for a request with other fields. Send the new request with a new key.`,
      });
    } else {
      res.set('Retry-After', String(RETRY_AFTER_FAILED_SECONDS));
      sendProblem(res, 'not-stored', 503, {
        detail: `We could not save your request just now. Please try again in a minute or call us at ${content.current.business.phone.display}.`,
      });
    }
  };
  return [requireJson, parse, submit];
}

function requireJson(req: Request, res: Response, next: NextFunction): void {
  if (req.is('application/json')) next();
  else sendProblem(res, 'json-required', 415, { detail: 'Send the request body as JSON with Content-Type: application/json.' });
}
