// What went wrong with a request's field, as stable codes: the server says
// the code (in the API's problem details and the form's result), and each
// language's catalog says it in words (contactForm.fieldError). No one reads
// a sentence back into a code. A photo's codes are photo-problems.ts's, in a
// module of their own so that the form's chunk and the photos' share no code.

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

/** How the business is reached instead, for the problems that say so. */
export interface ReachUs {
  phone: string;
  email: string;
}

/** The catalog's words for a field's error (`field`: the field's name). */
export type FieldErrorText = (problem: FieldProblem, field: string) => string;

/** A request's field codes, kept only where both the field and the code are ones the form knows. */
export function fieldCodesOf(errors: unknown): Record<string, FieldCode> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, FieldCode] => (FIELD_CODES as readonly unknown[]).includes(entry[1])),
  );
}
