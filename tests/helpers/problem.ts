// The API's refusals are RFC 9457 problem details (shared/problem-types.ts):
// `application/problem+json` with `type` (a URI of the API), the type's
// `title`, the `status` of the answer, and members of its own.
import { expect } from 'vitest';
import { PROBLEM_TYPES, type ProblemDetails, type ProblemType } from '../../shared/problem-types';

/** An answer as supertest gives it. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Problem details with the members a problem may add (`errors`, `megapixels`). */
type Problem = ProblemDetails & Record<string, unknown>;

/** Checks that an answer is problem details of `type` with `status`, and gives its body. */
export function expectProblem(res: Answer, type: ProblemType, status: number): Problem {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json; charset=utf-8$/);
  expect(res.body).toMatchObject({ type: `/api/problems/${type}`, title: PROBLEM_TYPES[type].title, status });
  return res.body as Problem;
}
