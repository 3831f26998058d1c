// What a visitor sends: name, email and phone required; service, location and
// message optional. Checked before anything else touches the body (so no
// input can make the intake fail), with the messages the form shows.
// Control characters and bidirectional overrides are removed (they could
// move a terminal's cursor or reorder a line in the e-mail and the CSV);
// the message keeps its line breaks and tabs.
import { z } from 'zod';
import { LEAD_FIELD_LIMITS as LIMITS, type LeadField } from '../../shared/lead-fields';

/** C0 and C1 controls, and the Unicode bidirectional embedding, override and isolate marks. */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const UNSAFE_KEEPING_LINES = /[^\P{Cc}\t\n]|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const clean = (value: string) => value.replace(UNSAFE, '');
const cleanKeepingLines = (value: string) => value.replace(/\r\n?/g, '\n').replace(UNSAFE_KEEPING_LINES, '');

const text = (max: number, label: string, required: string | undefined, keepLines = false) => {
  const base = z
    .string({ message: required ?? `${label} must be text.` })
    .transform(keepLines ? cleanKeepingLines : clean)
    .transform((value) => value.trim());
  return required ?
      base.pipe(z.string().min(1, required).max(max, `${label} must be at most ${max} characters.`))
    : base
        .pipe(z.string().max(max, `${label} must be at most ${max} characters.`))
        .optional()
        .default('');
};

export const leadInputSchema = z.object({
  name: text(LIMITS.name, 'Name', 'Please enter your name.'),
  email: text(LIMITS.email, 'Email', 'Please enter your email address.').pipe(
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  phone: text(LIMITS.phone, 'Phone', 'Please enter your phone number.')
    .pipe(z.string().regex(/^[+()\d\s.-]*(?:(?:x|ext\.?)\s*\d+)?$/i, 'Please enter a phone number using digits, spaces, ( ) + - or .'))
    .refine((v) => v.replace(/\D/g, '').length >= 7, 'Please enter a phone number with at least 7 digits.'),
  /** A service's slug (the intake checks it is one the form offers), or "". */
  service: text(LIMITS.service, 'Service', undefined),
  location: text(LIMITS.location, 'Location', undefined),
  message: text(LIMITS.message, 'Message', undefined, true),
});

/** Field errors as `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Partial<Record<LeadField, string>> {
  const errors: Partial<Record<LeadField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
