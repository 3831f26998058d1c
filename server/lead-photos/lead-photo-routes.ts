// The photos of estimate requests, put together for the app: over the store
// every worker shares, the per-address allowance, the upload endpoint the form's
// script uses, and the reader of the form sent without JavaScript.
import path from 'node:path';
import type { ContentSource } from '../content/content-source';
import type { ClusterStore } from '../cluster-store';
import type { LeadPhotoSettings } from '../config';
import { diskGuard } from '../leads/limits';
import type { VisitorNoise } from '../http/visitor-noise';
import { DEFAULT_DECODE_BUDGET, type LeadPhotoStore } from './lead-photo-store';
import { multipartForm } from './multipart-form';
import { uploadAllowance } from './upload-limits';
import { uploadRoute } from './upload-route';

/** Without settings: beside the lead log, bounded only by the disk. */
export const defaultLeadPhotoSettings = (leadsFile: string): LeadPhotoSettings => ({
  dir: path.join(path.dirname(leadsFile), 'lead-photos'),
  maxBytes: Infinity,
  softBytesPerHour: 150 * 1024 * 1024,
  hardBytesPerHour: 1000 * 1024 * 1024,
  decode: DEFAULT_DECODE_BUDGET,
});

export function leadPhotoRoutes({
  photos,
  settings,
  content,
  store,
  noise,
  minFreeDiskBytes = 0,
}: {
  photos: LeadPhotoStore;
  settings: Pick<LeadPhotoSettings, 'dir' | 'softBytesPerHour' | 'hardBytesPerHour'>;
  content: ContentSource;
  store: ClusterStore;
  noise: VisitorNoise;
  minFreeDiskBytes?: number;
}) {
  const allowance = uploadAllowance(store, settings);
  const business = () => content.current.business;
  return {
    upload: uploadRoute({ photos, allowance, business, hasRoom: diskGuard(settings.dir, minFreeDiskBytes), noise }),
    multipart: multipartForm({ photos, allowance, business, noise }),
  };
}
