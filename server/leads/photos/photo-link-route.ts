// GET /lead-photos/{id}.jpg and /lead-photos/{id}.thumb.jpg with a signed
// link's query (photo-links.ts): the photo of a request, to whoever holds a
// link that has not expired. A bad or expired signature is a 403, before the
// file is even looked for, so a guess learns nothing about which ids exist; a
// name that is not an upload's id, or a photo no longer kept, is a 404. The
// file's path is made from the id alone (22 base64url characters), so no
// name reaches the file system and no folder is ever listed.
import express from 'express';
import { NO_STORE } from '../../web/cache-control';
import type { LeadPhotoStore } from './lead-photo-store';
import { createPhotoLinks, PHOTO_LINK_PATH, type PhotoLinks } from './photo-links';

/**
 * A visitor's photo of their home: kept by no cache between here and the
 * reader, indexed by no search engine, and embeddable by the business's CRM
 * (the site's own pages are same-origin only).
 */
const PHOTO_HEADERS = {
  'Cache-Control': `private, ${NO_STORE}`,
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export function photoLinkRoute({
  photos,
  formSecret,
  links = createPhotoLinks(formSecret),
}: {
  photos: Pick<LeadPhotoStore, 'files'>;
  formSecret: string;
  links?: PhotoLinks;
}): express.Router {
  const router = express.Router();
  router.get(`${PHOTO_LINK_PATH}/:file`, (req, res, next) => {
    res.set(PHOTO_HEADERS);
    const verdict = links.check(req.params.file, req.query);
    const refuse = (status: number, message: string) => res.status(status).type('text/plain').send(message);
    if (!verdict.ok) {
      if (verdict.reason === 'unknown') return refuse(404, 'No such photo');
      return refuse(403, verdict.reason === 'expired' ? 'This link to a photo has expired.' : 'This link to a photo is not valid.');
    }
    const file = photos.files(verdict.id)[verdict.variant];
    res.sendFile(file, { headers: { 'Content-Type': 'image/jpeg' } }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return;
      if (error.status === 404) refuse(404, 'This photo is no longer kept.');
      else next(error);
    });
  });
  return router;
}
