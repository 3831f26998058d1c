// The kinds of problem the API answers with (RFC 9457 problem details): each
// 4xx of /api is `application/problem+json` with `type` (one of these, as a
// URI of the API: GET it for what it means), `title`, `status`, and a
// `detail` sentence for whoever reads it. A field's or a photo's problem is a
// code in `errors` (shared/form-problems.ts): the visitor's words are the
// catalogs'.

export const PROBLEM_TYPES = {
  'invalid-fields': {
    title: 'Some fields need another look',
    description:
      'The request was not stored. `errors` names each field with its code: required, too-long, not-an-email, phone-characters, too-short, not-offered, area-out-of-range.',
  },
  'photo-not-kept': {
    title: 'The photo was not kept',
    description:
      'An upload that is not kept; the request it was for is not affected. `errors.photo` is its code: too-large, too-big-to-open (with `megapixels`), not-an-image, heic, damaged, empty, rate (429, with Retry-After), full (507).',
  },
  'rate-limited': {
    title: 'Too many requests from one address',
    description:
      'Past the allowance of the address within its window; `Retry-After` says when to send again. Calling the business works at once.',
  },
  'idempotency-conflict': {
    title: 'This Idempotency-Key was used for another request',
    description: 'The same key came with other fields. Send the new request with a new key.',
  },
  'not-stored': {
    title: 'The request could not be stored',
    description: 'The disk is nearly full or the log could not be written; nothing was stored. Send it again after `Retry-After`, or call.',
  },
  'json-required': { title: 'The body must be JSON', description: 'Send the body as JSON with Content-Type: application/json.' },
  'not-json': { title: 'The body is not valid JSON', description: 'The body could not be read as JSON.' },
  'body-too-large': {
    title: 'The body is too large',
    description: 'A request body may have at most 16 KB (a photo goes to POST /api/uploads).',
  },
  'invalid-query': {
    title: 'A query parameter has a value the read does not take',
    description: '`detail` names the parameter and the values it takes.',
  },
  'not-found': { title: 'Not found', description: 'No endpoint, or no item with that slug.' },
  'method-not-allowed': { title: 'Method not allowed', description: '`Allow` lists the methods the path takes.' },
  'server-error': { title: 'Something went wrong on our side', description: 'Try again; the error is logged.' },
} as const;

export type ProblemType = keyof typeof PROBLEM_TYPES;

/** The `type` of a problem: where the API says what it means. */
export const problemTypeUri = (type: ProblemType) => `/api/problems/${type}`;

/** An answer of `Content-Type: application/problem+json`. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** A field's (or a photo's: `photo`) code. */
  errors?: Record<string, string>;
}
