// What a visitor sends: name, email and phone required; service, location and
// message optional. Checked before anything else touches the body (so no
// input can make the intake fail), each problem named by its field code
// (shared/form-problems.ts), which the catalogs put into words. Each
// field is cleaned by the one rule for visitors' text (shared/visible-text.ts:
// control, bidirectional and zero-width characters out); the message keeps
// its line breaks and tabs.
import { z } from 'zod';
import { LEAD_FIELD_LIMITS as LIMITS, type LeadField } from '../../shared/lead-fields';
import { visibleLines } from '../../shared/visible-lines';
import { visibleText } from '../../shared/visible-text';
import { FIELD_CODES, type FieldCode } from '../../shared/form-problems';

const clean = (value: string) => visibleText(value);
const cleanKeepingLines = (value: string) => visibleLines(value);

/** A line (or the message) of text: cleaned and trimmed; `required` refuses it empty. Each rule's message is its field code. */
const text = (max: number, { required = false, keepLines = false } = {}) => {
  const base = z
    // Not sent at all is missing, like empty; anything but text is other.
    .string({ error: (issue) => (required && issue.input === undefined ? 'required' : 'other') satisfies FieldCode })
    .transform(keepLines ? cleanKeepingLines : clean)
    .transform((value) => value.trim());
  const limited = z.string().max(max, 'too-long' satisfies FieldCode);
  return required ? base.pipe(limited.min(1, 'required' satisfies FieldCode)) : base.pipe(limited).optional().default('');
};

export const leadInputSchema = z.object({
  name: text(LIMITS.name, { required: true }),
  email: text(LIMITS.email, { required: true }).pipe(z.email('not-an-email' satisfies FieldCode)),
  phone: text(LIMITS.phone, { required: true })
    .pipe(z.string().regex(/^[+()\d\s.-]*(?:(?:x|ext\.?)\s*\d+)?$/i, 'phone-characters' satisfies FieldCode))
    .refine((v) => v.replace(/\D/g, '').length >= 7, 'too-short' satisfies FieldCode),
  /** A service's slug (the intake checks it is one the form offers), or "". */
  service: text(LIMITS.service),
  location: text(LIMITS.location),
  message: text(LIMITS.message, { keepLines: true }),
});

/** Field codes as `{ field: code }`, the first problem of each field. */
export function fieldErrors(error: z.ZodError): Partial<Record<LeadField, FieldCode>> {
  const errors: Partial<Record<LeadField, FieldCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    const code = (FIELD_CODES as readonly string[]).includes(issue.message) ? (issue.message as FieldCode) : 'other';
    if (field && !errors[field]) errors[field] = code;
  }
  return errors;
}
