// What went wrong with a request or a photo, as stable codes: the server says
// the code (a field's in the API's problem details and the form's result, a
// photo's in an upload's refusal and in a request's answer), and each
// language's catalog says it in words (contactForm.fieldError,
// estimate.photoProblem). No one reads a sentence back into a code.

/** Why a field was not accepted. */
export const FIELD_CODES = [
  /** Left empty, and it may not be. */
  'required',
  /** Longer than the field takes (LEAD_FIELD_LIMITS). */
  'too-long',
  /** Not an e-mail address. */
  'not-an-email',
  /** A phone number with other characters than digits, spaces, ( ) + - . and an extension. */
  'phone-characters',
  /** A phone number of fewer than 7 digits. */
  'too-short',
  /** A service the form does not offer. */
  'not-offered',
  /** An area that is not a number of square feet within AREA_LIMITS. */
  'area-out-of-range',
  /** Anything else the browser found (its own words are shown). */
  'other',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** An error at a field: its code, and the browser's own words when the browser found it. */
export interface FieldProblem {
  code: FieldCode;
  /** The browser's validation message (shown for `other`); the server never sends words for a field. */
  said?: string;
}

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

/** How the business is reached instead, for the problems that say so. */
export interface ReachUs {
  phone: string;
  email: string;
}

/** The catalog's words for a field's error (`field`: the field's name). */
export type FieldErrorText = (problem: FieldProblem, field: string) => string;
/** The catalog's words for why a photo is not part of the request. */
export type PhotoProblemText = (problem: PhotoProblem, reach: ReachUs) => string;

/** A request's field codes, kept only where both the field and the code are ones the form knows. */
export function fieldCodesOf(errors: unknown): Record<string, FieldCode> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, FieldCode] => (FIELD_CODES as readonly unknown[]).includes(entry[1])),
  );
}

/** A photo's problem as the server answered it (`{ code, megapixels? }` or problem details' `errors.photo`), or undefined. */
export function photoCodeOf(value: unknown): PhotoCode | undefined {
  return (PHOTO_CODES as readonly unknown[]).includes(value) ? (value as PhotoCode) : undefined;
}
