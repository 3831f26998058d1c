// What an API read answers: a body to send as JSON, with its status.
import type { ApiErrorBody } from '../../shared/api-types';

export type ReadResult =
  | { status: 200; body: unknown }
  | { status: 400; body: ApiErrorBody }
  /** `missing` names what was looked for (the content check tells a broken link from one into an invalid item). */
  | { status: 404; body: ApiErrorBody; missing?: { collection: string; slug: string } };

export const ok = (body: unknown): ReadResult => ({ status: 200, body });
export const badRequest = (message: string): ReadResult => ({ status: 400, body: { message } });
