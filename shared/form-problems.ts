// What went wrong with the contact form, as the visitor is told it. The
// server says it in English sentences: a field's error in a FormResult or in
// the API's 400 `{ errors: { field: message } }` (server/leads/lead-input.ts,
// estimate-input.ts, intake.ts), a photo's refusal as the `{ message }` of a
// 4xx from POST /api/uploads (server/lead-photos/), a photo not kept in the
// answer of POST /api/contacts (intake.ts). The browser says a field's
// problem in its own words and language. English pages show those words as
// they are; a catalog in another language reads the kind of problem from
// them here and says it in its own words (contactForm.fieldError,
// estimate.photoProblem). Only that catalog's chunk runs these functions: the
// form's own chunks carry the words as they came.

/** The rule a field's value broke. */
export type FieldRule = 'required' | 'too-long' | 'email' | 'phone-characters' | 'phone-digits' | 'service' | 'other';

/** An error at a field, as it was found. */
export interface FieldProblem {
  /** Known when the form or the browser found it; the server's sentence names it (fieldRuleOf). */
  rule?: FieldRule;
  /** The most characters the field takes (`too-long`). */
  max?: number;
  /** What the server or the browser said; none when the form found it itself (a required field left empty). */
  said?: string;
}

/** The rule a field's problem names: as found, or read from the server's sentence. */
export function fieldRuleOf({ rule, max, said = '' }: FieldProblem): { rule: FieldRule; max?: number } {
  if (rule) return { rule, ...(max !== undefined && { max }) };
  const tooLong = /must be at most (\d+) characters/.exec(said);
  if (tooLong) return { rule: 'too-long', max: Number(tooLong[1]) };
  return {
    rule:
      /^Please enter your (name|email address|phone number)\.$/.test(said) ? 'required'
      : /valid email address/.test(said) ? 'email'
      : /phone number using digits/.test(said) ? 'phone-characters'
      : /phone number with at least/.test(said) ? 'phone-digits'
      : /one of the listed services/.test(said) ? 'service'
      : 'other',
  };
}

/** Why a photo is not part of the request, as the server said it (with the status of an upload's refusal); nothing said: no answer came. */
export interface PhotoProblem {
  said?: string;
  status?: number;
}

/** What kind of problem a photo's is. */
export type PhotoProblemKind =
  /** Larger than the bytes a photo may have (413). */
  | { kind: 'too-large'; megabytes?: number }
  /** An image that would take more to decode than the server gives one (413): its megapixels. */
  | { kind: 'too-many-pixels'; megapixels?: number }
  /** No image the server can open (415). */
  | { kind: 'not-an-image' }
  /** A HEIC file the browser could not turn into a JPEG (422). */
  | { kind: 'heic' }
  /** Cut short or damaged (422). */
  | { kind: 'damaged' }
  /** No bytes (400). */
  | { kind: 'empty' }
  /** Too many photo bytes from one address within an hour (429): the phone instead. */
  | { kind: 'rate' }
  /** The server has no room for photos (507): e-mail or phone instead. */
  | { kind: 'full' }
  /** No answer came (a dropped connection): the form tries once more when sent. */
  | { kind: 'dropped' }
  /** Named by the request but no longer on the server (an upload is kept a day). */
  | { kind: 'missing' }
  /** Past the photos a request may name. */
  | { kind: 'over-count'; count?: number }
  | { kind: 'other' };

/** The kind of a photo's problem, read from what the server said and the status it answered with. */
export function photoProblemKind({ said, status }: PhotoProblem): PhotoProblemKind {
  if (said === undefined) return { kind: 'dropped' };
  const pixels = /(\d+) megapixels, too large for us to open/.exec(said);
  if (pixels) return { kind: 'too-many-pixels', megapixels: Number(pixels[1]) };
  const larger = /larger than (\d+) MB/.exec(said);
  if (larger) return { kind: 'too-large', megabytes: Number(larger[1]) };
  const only = /^Only (\d+) photos can be sent/.exec(said);
  if (only) return { kind: 'over-count', count: Number(only[1]) };
  if (/\bHEIC\b/.test(said)) return { kind: 'heic' };
  if (/not on our server/.test(said)) return { kind: 'missing' };
  switch (status) {
    case 413:
      return { kind: 'too-large' };
    case 415:
      return { kind: 'not-an-image' };
    case 422:
      return { kind: 'damaged' };
    case 400:
      return { kind: 'empty' };
    case 429:
      return { kind: 'rate' };
    case 507:
      return { kind: 'full' };
    default:
      return { kind: 'other' };
  }
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
