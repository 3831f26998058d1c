// POST /api/uploads: one photo of the floor, sent by the form's script while
// the visitor types (the body is the photo's bytes, its type an image's). The
// answer comes once the photo is on disk: 201 with its id, which the request
// names later. A photo that cannot be kept is answered with problem details
// whose `errors.photo` is its code (the catalogs word it in the visitor's
// language); the rest of the form is never affected. A visitor who hangs up
// part-way leaves nothing behind and no error line.
import type { Request, Response } from 'express';
import type { BusinessProfile } from '../../../shared/api-types';
import type { PhotoProblem } from '../../../shared/photo-problems';
import { UPLOAD_TOKEN_HEADER, PHOTO_LIMITS } from '../../../shared/estimate-fields';
import english from '../../../shared/messages/en/estimate';
import { addressClass } from '../../web/address-class';
import { sendProblem } from '../../web/problem';
import type { VisitorNoise } from '../../web/visitor-noise';
import type { PhotoNotKept } from '../intake';
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

/** What an API user reads of a photo that is not kept: the English catalog's words for its code. */
export const photoDetail = ({ code, megapixels }: PhotoProblem, business: BusinessProfile) =>
  english.photoProblem({ code, ...(megapixels !== undefined && { megapixels }) }, { phone: business.phone.display, email: business.email });

const englishFor = (problem: UploadProblem, business: BusinessProfile) => photoDetail({ code: problem.code, ...problem.facts }, business);

/** A photo sent with a form that is not part of its request: its name and its code. */
export const notKeptBecause = (photo: string, problem: UploadProblem): PhotoNotKept => ({
  photo,
  code: problem.code,
  ...(problem.facts.megapixels !== undefined && { megapixels: problem.facts.megapixels }),
});

export function uploadRoute({ photos, allowance, business, hasRoom, noise }: UploadDeps) {
  return async function receiveUpload(req: Request, res: Response) {
    const refuse = (problem: UploadProblem, detail = englishFor(problem, business())) => {
      req.resume();
      if (problem.facts.retryAfterSeconds !== undefined) res.set('Retry-After', String(problem.facts.retryAfterSeconds));
      sendProblem(res, 'photo-not-kept', problem.status, {
        detail,
        errors: { photo: problem.code },
        ...(problem.facts.megapixels !== undefined && { megapixels: problem.facts.megapixels }),
      });
    };
    const length = Number(req.get('content-length'));
    if (length > PHOTO_LIMITS.bytes) return refuse(new UploadProblem('too-large'));
    if (req.is('multipart/*') || req.is('application/x-www-form-urlencoded') || req.is('application/json'))
      return refuse(new UploadProblem('not-an-image'), 'Send the photo itself as the body, with its image type.');
    const client = req.ip ?? 'unknown';
    const allowed = await allowance.check(client);
    if (allowed.refused) return refuse(new UploadProblem('rate', { retryAfterSeconds: allowed.retryAfterSeconds }));
    if (!(await hasRoom())) return refuse(new UploadProblem('full'));
    const owner = uploadOwner(req.get(UPLOAD_TOKEN_HEADER) ?? '', addressClass(req.ip));
    try {
      const photo = await photos.receive(req, { owner, flagged: allowed.flags, account: allowance.account(client) });
      res.status(201).json(photo);
    } catch (error) {
      if (error instanceof UploadProblem) return refuse(error);
      // Nobody is left to answer: the visitor hung up, or the request timed out.
      if (req.destroyed && !req.complete) return noise.visitor('an upload was abandoned part-way');
      noise.unexpected(error, 'a photo could not be stored');
      refuse(new UploadProblem('full'));
    }
  };
}
