// The contact form without JavaScript, sent as multipart/form-data with its
// photos: read with busboy (@fastify/busboy), each photo stored as it
// arrives (the same path as an upload: decoded, stripped, fsynced), then
// the request's fields go on to the intake with the stored photos' ids. A
// photo that cannot be kept (too big, not an image, past the limits, one too
// many) is named with why, and never keeps the rest of the request from
// being stored.
import Busboy, { type BusboyConfig } from '@fastify/busboy';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ESTIMATE_FIELDS, PHOTO_LIMITS } from '../../shared/estimate-fields';
import { LEAD_FIELD_LIMITS } from '../../shared/lead-fields';
import type { PhotoNotKept } from '../leads/intake';
import type { Logger } from '../logger';
import type { BusinessProfile } from '../../shared/api-types';
import { UploadProblem } from './decode-lead-photo';
import type { LeadPhotoStore } from './lead-photo-store';
import type { UploadAllowance } from './upload-limits';
import { uploadMessage } from './upload-route';

/** The fields that may come more than once, kept as lists. */
const REPEATED = new Set<string>([ESTIMATE_FIELDS.visitWindows, ESTIMATE_FIELDS.access]);
/** Parts beyond the photos and fields a form has are a malformed or hostile request. */
const MAX_FIELDS = 60;
const MAX_FILES = PHOTO_LIMITS.count + 10;

/** What the form carried besides its fields: whose photos they are and which could not be kept. */
interface MultipartPhotos {
  owner: string;
  notKept: PhotoNotKept[];
}

export type RequestWithPhotos = Request & { multipartPhotos?: MultipartPhotos };

export function multipartForm({
  photos,
  allowance,
  business,
  logger,
}: {
  photos: LeadPhotoStore;
  allowance: UploadAllowance;
  business: () => BusinessProfile;
  logger: Logger;
}) {
  return function readMultipart(req: Request, res: Response, next: NextFunction): void {
    if (!req.is('multipart/form-data')) return next();
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({
        headers: req.headers as BusboyConfig['headers'],
        limits: { fields: MAX_FIELDS, files: MAX_FILES, fieldSize: LEAD_FIELD_LIMITS.message * 4, fileSize: PHOTO_LIMITS.bytes },
      });
    } catch {
      res.status(400).type('text').send('The form could not be read. Please send it again.');
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const owner = `form:${randomUUID()}`;
    const kept: { index: number; id: string }[] = [];
    const notKept: PhotoNotKept[] = [];
    const receiving: Promise<void>[] = [];
    let files = 0;
    const client = req.ip ?? 'unknown';

    busboy.on('field', (name, value) => {
      if (REPEATED.has(name)) fields[name] = [...((fields[name] as string[] | undefined) ?? []), value];
      else fields[name] = value;
    });
    busboy.on('file', (name, stream, filename) => {
      // A file input left empty still sends a part: no name, no bytes.
      if (name !== ESTIMATE_FIELDS.photos || !filename) {
        stream.resume();
        return;
      }
      const index = files++;
      if (index >= PHOTO_LIMITS.count) {
        stream.resume();
        notKept.push({
          photo: filename,
          message: `Only ${PHOTO_LIMITS.count} photos can be sent with one request; this one was not kept.`,
        });
        return;
      }
      receiving.push(
        (async () => {
          try {
            const allowed = await allowance.check(client);
            if (allowed.refused) throw new UploadProblem('rate', 429);
            const { photo, received } = await photos.receive(stream, { owner, flagged: allowed.flags });
            await allowance.count(client, received);
            kept.push({ index, id: photo.id });
          } catch (error) {
            stream.resume();
            if (!(error instanceof UploadProblem)) logger.error({ err: error }, 'a photo sent with the form could not be stored');
            const problem = error instanceof UploadProblem ? error : new UploadProblem('full', 507);
            notKept.push({ photo: filename, message: uploadMessage(problem, business()) });
          }
        })(),
      );
    });
    busboy.on('finish', () => {
      void Promise.all(receiving).then(() => {
        fields[ESTIMATE_FIELDS.photos] = kept.sort((a, b) => a.index - b.index).map((photo) => photo.id);
        req.body = fields;
        (req as RequestWithPhotos).multipartPhotos = { owner, notKept };
        next();
      });
    });
    busboy.on('error', () => {
      req.unpipe(busboy);
      req.resume();
      if (!res.headersSent) res.status(400).type('text').send('The form could not be read. Please send it again.');
    });
    req.pipe(busboy);
  };
}
