// Answers a problem in the form RFC 9457 gives it: `application/problem+json`
// with its type, title and status, the sentence for whoever reads it, and any
// members of its own (`errors`, `megapixels`). Every refusal of /api goes
// through here, so none answers another shape.
import type { Response } from 'express';
import { PROBLEM_TYPES, problemTypeUri, type ProblemDetails, type ProblemType } from '../../shared/problem-types';

const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

function problemDetails(
  type: ProblemType,
  status: number,
  members: Omit<ProblemDetails, 'type' | 'title' | 'status'> & Record<string, unknown> = {},
) {
  return { type: problemTypeUri(type), title: PROBLEM_TYPES[type].title, status, ...members };
}

export function sendProblem(
  res: Response,
  type: ProblemType,
  status: number,
  members: Omit<ProblemDetails, 'type' | 'title' | 'status'> & Record<string, unknown> = {},
): void {
  res
    .status(status)
    .type(PROBLEM_JSON)
    .send(JSON.stringify(problemDetails(type, status, members)));
}
