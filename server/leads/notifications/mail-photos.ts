// The photos of a request as the business's e-mail carries them: each
// thumbnail inline, and the full photos attached while they fit in what mail
// servers commonly accept; the rest are signed links (server/lead-photos/
// photo-links.ts). The files are found here; which go in the message is
// decided by planAttachments, a pure function.
import { stat } from 'node:fs/promises';
import { UPLOAD_ID } from '../../../shared/estimate-fields';
import type { PhotoLinks } from '../photos/photo-links';
import type { LeadRecord } from '../lead-record';

/**
 * Bytes of attachments one e-mail may carry: base64 makes them a third
 * larger on the wire, so 7 MB of files is about 9.5 MB of message, under the
 * 10 MB many mail servers still refuse above (and well under Gmail's 25 MB).
 */
export const MAIL_ATTACHMENT_BUDGET = 7 * 1024 * 1024;

interface PhotoFile {
  path: string;
  bytes: number;
}

/** A photo of the request, with what the e-mail can do with it. */
export interface MailPhoto {
  id: string;
  width: number;
  height: number;
  /** The thumbnail's file; absent when it is no longer kept. */
  thumb?: PhotoFile;
  /** The photo's file; absent when it is no longer kept. */
  photo?: PhotoFile;
  /** Signed links to the photo and its thumbnail, when the site can make them. */
  url?: string;
  thumbnailUrl?: string;
}

export interface MailPhotos {
  photos: MailPhoto[];
  /** When the photos' links stop working. */
  linksUntil?: Date;
}

/** Where the e-mail finds a request's photos, and how it links to them. */
export interface LeadPhotoAccess {
  /** The files of a photo, by id (LeadPhotoStore.files). */
  files(id: string): { photo: string; thumb: string };
  links: PhotoLinks;
}

/** What goes in the message of each photo, in the request's order. */
export interface AttachmentPlan {
  /** Its thumbnail is shown in the body. */
  inline: boolean;
  /** The full photo is attached. */
  attached: boolean;
}

/**
 * Thumbnails first (they are what the body shows, and small), then each full
 * photo in the request's order while the total stays within `budget`; a
 * photo that does not fit is left out and a later, smaller one may still go.
 */
export function planAttachments(photos: readonly Pick<MailPhoto, 'thumb' | 'photo'>[], budget = MAIL_ATTACHMENT_BUDGET): AttachmentPlan[] {
  let used = 0;
  const inline = photos.map(({ thumb }) => {
    if (!thumb || used + thumb.bytes > budget) return false;
    used += thumb.bytes;
    return true;
  });
  return photos.map(({ photo }, i) => {
    const attached = photo !== undefined && used + photo.bytes <= budget;
    if (attached) used += photo.bytes;
    return { inline: inline[i]!, attached };
  });
}

const fileOf = (path: string): Promise<PhotoFile | undefined> =>
  stat(path).then(
    (s) => (s.isFile() ? { path, bytes: s.size } : undefined),
    () => undefined,
  );

/** The request's photos, each with the files still kept and, with `siteUrl`, signed links. */
export async function mailPhotos(lead: LeadRecord, access: LeadPhotoAccess, siteUrl: string | undefined): Promise<MailPhotos> {
  // Ids come from the lead log; one that is not an upload's never becomes a path or a link.
  const stored = (lead.photos ?? []).filter((photo) => UPLOAD_ID.test(photo.id));
  const photos = await Promise.all(
    stored.map(async ({ id, width, height }): Promise<MailPhoto> => {
      const files = access.files(id);
      const [photo, thumb] = await Promise.all([fileOf(files.photo), fileOf(files.thumb)]);
      return {
        id,
        width,
        height,
        ...(thumb && { thumb }),
        ...(photo && { photo }),
        ...(siteUrl && { url: access.links.url(siteUrl, id, 'photo'), thumbnailUrl: access.links.url(siteUrl, id, 'thumb') }),
      };
    }),
  );
  return { photos, ...(siteUrl && photos.length > 0 && { linksUntil: access.links.expiresAt() }) };
}
