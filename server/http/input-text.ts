// A line of text a browser sent (a path, a referrer, a utm value): trimmed,
// 1 to `max` characters, without control characters.
import { z } from 'zod';

const CONTROL = /\p{Cc}/u;

export const inputText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), 'contains control characters');

/** A path on this site as a browser sent it (`/services/restoration?x=1`): not another site's (`//host`). */
export const sitePathText = (max: number) =>
  inputText(max).refine((value) => value.startsWith('/') && !value.startsWith('//'), 'not a path of this site');
