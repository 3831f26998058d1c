// Why a photo is not part of a request, as stable codes: the server says the
// code (in an upload's refusal and in a request's answer), and each
// language's catalog says it in words (estimate.photoProblem).
import type { ReachUs } from './form-problems';

/** Why a photo is not part of the request. */
const PHOTO_CODES = [
  /** Larger than the bytes a photo may have (413). */
  'too-large',
  /** An image whose header says it would take more memory to open than one decode may (413). */
  'too-big-to-open',
  /** No image the server can open (415). */
  'not-an-image',
  /** A HEIC file the browser could not turn into a JPEG (422). */
  'heic',
  /** Cut short or damaged (422). */
  'damaged',
  /** No bytes (400). */
  'empty',
  /** Too many photo bytes from one address within an hour (429): the phone instead. */
  'rate',
  /** The server has no room for photos (507): e-mail or phone instead. */
  'full',
  /** Named by the request but no longer on the server (an upload is kept a day). */
  'missing',
  /** Past the photos a request may name. */
  'over-count',
  /** No answer came (a dropped connection): the form tries once more when sent. The browser's own code. */
  'dropped',
] as const;
export type PhotoCode = (typeof PHOTO_CODES)[number];

/** Why a photo is not part of the request, and its size when the code is `too-big-to-open`. */
export interface PhotoProblem {
  code: PhotoCode;
  megapixels?: number;
}

/** The catalog's words for why a photo is not part of the request. */
export type PhotoProblemText = (problem: PhotoProblem, reach: ReachUs) => string;

/** A photo's problem as the server answered it (`{ code, megapixels? }` or problem details' `errors.photo`), or undefined. */
export function photoCodeOf(value: unknown): PhotoCode | undefined {
  return (PHOTO_CODES as readonly unknown[]).includes(value) ? (value as PhotoCode) : undefined;
}
