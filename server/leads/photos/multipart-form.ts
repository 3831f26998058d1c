// The contact form without JavaScript, sent as multipart/form-data with its
// photos: read with busboy (@fastify/busboy), each photo stored as it
// arrives (the same path as an upload: counted, decoded, stripped,
// fsynced), then the request's fields go on to the intake with the stored
// photos' ids. A photo that cannot be kept (too big, not an image, past the
// limits, one too many) is named with why, and never keeps the rest of the
// request from being stored.
//
// A body that is not a whole form (cut short, a broken boundary) or a
// visitor who hangs up part-way ends the form: every part's stream is
// stopped, its file closed and removed, the photos this form already stored
// removed, and the visitor, if still there, answered 400. No part's error
// is left unhandled: each one's stream has a listener from its first moment.
import Busboy, { type BusboyConfig } from '@fastify/busboy';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { ESTIMATE_FIELDS, PHOTO_LIMITS } from '../../../shared/estimate-fields';
import { LEAD_FIELD_LIMITS } from '../../../shared/lead-fields';
import type { PhotoNotKept } from '../intake';
import { UploadProblem } from './decode-lead-photo';
import type { LeadPhotoStore } from './lead-photo-store';
import type { UploadAllowance } from './upload-limits';
import { notKeptBecause } from './upload-route';
import type { VisitorNoise } from '../../web/visitor-noise';

/** The fields that may come more than once, kept as lists. */
const REPEATED = new Set<string>([ESTIMATE_FIELDS.visitWindows, ESTIMATE_FIELDS.access]);
/** Parts beyond the photos and fields a form has are a malformed or hostile request. */
const MAX_FIELDS = 60;
const MAX_FILES = PHOTO_LIMITS.count + 10;
const UNREADABLE = 'The form could not be read. Please send it again.';

/** What the form carried besides its fields: whose photos they are and which could not be kept. */
interface MultipartPhotos {
  owner: string;
  notKept: PhotoNotKept[];
}

export type RequestWithPhotos = Request & { multipartPhotos?: MultipartPhotos };

/** The form ended before it was whole: broken off by the visitor, or not a well-formed body. */
class FormBroken extends Error {}

export function multipartForm({ photos, allowance, noise }: { photos: LeadPhotoStore; allowance: UploadAllowance; noise: VisitorNoise }) {
  return function readMultipart(req: Request, res: Response, next: NextFunction): void {
    if (!req.is('multipart/form-data')) return next();
    const owner = `form:${randomUUID()}`;
    const client = req.ip ?? 'unknown';
    const notKept: PhotoNotKept[] = [];
    const kept: { index: number; id: string }[] = [];

    const receivePhoto = async (stream: Readable, filename: string, index: number) => {
      try {
        if (index >= PHOTO_LIMITS.count) throw new UploadProblem('over-count');
        const allowed = await allowance.check(client);
        if (allowed.refused) throw new UploadProblem('rate');
        const photo = await photos.receive(stream, { owner, flagged: allowed.flags, account: allowance.account(client) });
        kept.push({ index, id: photo.id });
      } catch (error) {
        stream.resume();
        if (error instanceof FormBroken) return;
        if (!(error instanceof UploadProblem)) noise.unexpected(error, 'a photo sent with the form could not be stored');
        const problem = error instanceof UploadProblem ? error : new UploadProblem('full');
        notKept.push(notKeptBecause(filename, problem));
      }
    };

    readForm(req, receivePhoto).then(
      (fields) => {
        fields[ESTIMATE_FIELDS.photos] = kept.sort((a, b) => a.index - b.index).map((photo) => photo.id);
        req.body = fields;
        (req as RequestWithPhotos).multipartPhotos = { owner, notKept };
        next();
      },
      async (error: Error) => {
        await photos.remove(kept.map((photo) => photo.id)).catch(() => {});
        noise.visitor('a form was cut short or not well formed', { reason: error.message });
        if (!res.headersSent && !req.socket.destroyed) res.status(400).type('text').send(UNREADABLE);
      },
    );
  };
}

/**
 * Reads the form's fields, handing each photo part to `receivePhoto`;
 * resolves once every photo has settled, or rejects with a FormBroken once
 * every part under way has stopped.
 */
function readForm(
  req: Request,
  receivePhoto: (stream: Readable, filename: string, index: number) => Promise<void>,
): Promise<Record<string, string | string[]>> {
  return new Promise((resolve, reject) => {
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({
        headers: req.headers as BusboyConfig['headers'],
        limits: { fields: MAX_FIELDS, files: MAX_FILES, fieldSize: LEAD_FIELD_LIMITS.message * 4, fileSize: PHOTO_LIMITS.bytes },
      });
    } catch (error) {
      req.resume();
      return reject(new FormBroken((error as Error).message));
    }
    const fields: Record<string, string | string[]> = {};
    const receiving: Promise<void>[] = [];
    const parts = new Set<Readable>();
    let photoCount = 0;
    let broken: FormBroken | undefined;

    const settle = () => void Promise.allSettled(receiving).then(() => (broken ? reject(broken) : resolve(fields)));
    const breakOff = (why: string) => {
      if (broken) return;
      broken = new FormBroken(why);
      for (const part of parts) part.destroy(broken);
      req.unpipe(busboy);
      req.resume();
      settle();
    };

    busboy.on('field', (name, value) => {
      if (REPEATED.has(name)) fields[name] = [...((fields[name] as string[] | undefined) ?? []), value];
      else fields[name] = value;
    });
    busboy.on('file', (name, stream, filename) => {
      // Its error is the form's, handled once by breakOff: a part's stream errors when the body ends inside it.
      stream.on('error', () => {});
      // A file input left empty still sends a part: no name, no bytes.
      if (broken || name !== ESTIMATE_FIELDS.photos || !filename) return void stream.resume();
      parts.add(stream);
      receiving.push(receivePhoto(stream, filename, photoCount++).finally(() => parts.delete(stream)));
    });
    busboy.on('error', (error: Error) => breakOff(error.message));
    busboy.on('finish', () => broken || settle());
    // Hung up or timed out before the whole body came: nothing more will.
    req.on('close', () => req.complete || breakOff('the request ended before its body did'));
    req.on('error', () => breakOff('the connection broke'));
    req.pipe(busboy);
  });
}
