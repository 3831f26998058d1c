// A line of text a browser sent (a path, a referrer, a utm value) as the site
// keeps it: refused when it is not whole text (a lone surrogate, which JSON
// writes as six bytes); cleaned by the one rule for what visitors send
// (shared/visible-text.ts); trimmed; 1 to `maxBytes` bytes of UTF-8, so no
// field is longer on disk than its limit says.
import { z } from 'zod';
import { isWholeText, visibleText } from '../../shared/visible-text';

export const inputText = (maxBytes: number) =>
  z
    .string()
    .refine(isWholeText, 'not whole text (a lone surrogate)')
    .transform((value) => visibleText(value).trim())
    .pipe(
      z
        .string()
        .min(1)
        .refine((value) => Buffer.byteLength(value) <= maxBytes, `longer than ${maxBytes} bytes`),
    );

/**
 * A path on this site as a browser sent it (`/services/restoration?x=1`): not
 * another site's (`//host`), and refused rather than cleaned when it holds a
 * character the rule takes out (a browser percent-encodes those: such a path
 * was made up).
 */
export const sitePathText = (maxBytes: number) =>
  z
    .string()
    .refine((value) => value === visibleText(value), 'holds characters a path cannot')
    .pipe(inputText(maxBytes))
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'not a path of this site');
