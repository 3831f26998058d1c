// POST /api/uploads: one photo of the floor, sent by the form's script while
// the visitor types (the body is the photo's bytes, its type an image's). The
// answer comes once the photo is on disk: 201 with its id, which the request
// names later. A photo that cannot be kept is answered with why, in the
// visitor's words; the rest of the form is never affected. A visitor who
// hangs up part-way leaves nothing behind and no error line.
import type { Request, Response } from 'express';
import type { BusinessProfile } from '../../../shared/api-types';
import { PHOTO_LIMITS, UPLOAD_TOKEN_HEADER } from '../../../shared/estimate-fields';
import { addressClass } from '../../web/address-class';
import type { VisitorNoise } from '../../web/visitor-noise';
import { UploadProblem } from './decode-lead-photo';
import { uploadOwner, type LeadPhotoStore } from './lead-photo-store';
import type { UploadAllowance } from './upload-limits';

export interface UploadDeps {
  photos: LeadPhotoStore;
  allowance: UploadAllowance;
  business: () => BusinessProfile;
  /** False when the disk is nearly full. */
  hasRoom: () => Promise<boolean>;
  noise: VisitorNoise;
}

/** What a refused photo's visitor is told: the problem's own words, or for the limits, what to do instead. */
export function uploadMessage(problem: UploadProblem, business: BusinessProfile): string {
  if (problem.status === 507)
    return `We cannot take more photos just now. Please send your request without them and e-mail the photos to ${business.email}, or call us at ${business.phone.display}.`;
  if (problem.status === 429)
    return `That is a lot of photos within an hour. Please send your request with the photos you have, or call us at ${business.phone.display}.`;
  return problem.message;
}

export function uploadRoute({ photos, allowance, business, hasRoom, noise }: UploadDeps) {
  return async function receiveUpload(req: Request, res: Response) {
    const refuse = (problem: UploadProblem) => {
      req.resume();
      if (problem.retryAfterSeconds !== undefined) res.set('Retry-After', String(problem.retryAfterSeconds));
      res.status(problem.status).json({ message: uploadMessage(problem, business()) });
    };
    const length = Number(req.get('content-length'));
    if (length > PHOTO_LIMITS.bytes)
      return refuse(
        new UploadProblem(`This photo is larger than ${PHOTO_LIMITS.bytes / 1024 / 1024} MB. Please choose a smaller one.`, 413),
      );
    if (req.is('multipart/*') || req.is('application/x-www-form-urlencoded') || req.is('application/json'))
      return refuse(new UploadProblem('Send the photo itself as the body, with its image type.', 415));
    const client = req.ip ?? 'unknown';
    const allowed = await allowance.check(client);
    if (allowed.refused) return refuse(new UploadProblem('rate', 429, allowed.retryAfterSeconds));
    if (!(await hasRoom())) return refuse(new UploadProblem('full', 507));
    const owner = uploadOwner(req.get(UPLOAD_TOKEN_HEADER) ?? '', addressClass(req.ip));
    try {
      const photo = await photos.receive(req, { owner, flagged: allowed.flags, account: allowance.account(client) });
      res.status(201).json(photo);
    } catch (error) {
      if (error instanceof UploadProblem) return refuse(error);
      // Nobody is left to answer: the visitor hung up, or the request timed out.
      if (req.destroyed && !req.complete) return noise.visitor('an upload was abandoned part-way');
      noise.unexpected(error, 'a photo could not be stored');
      refuse(new UploadProblem('full', 507));
    }
  };
}
