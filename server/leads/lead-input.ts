// What a visitor sends: name, email and phone required; service, location and
// message optional. Checked before anything else touches the body (so no
// input can make the intake fail), with the messages the form shows. Each
// field is cleaned by the one rule for visitors' text (shared/visible-text.ts:
// control, bidirectional and zero-width characters out); the message keeps
// its line breaks and tabs.
import { z } from 'zod';
import { LEAD_FIELD_LIMITS as LIMITS, type LeadField } from '../../shared/lead-fields';
import { visibleText } from '../../shared/visible-text';

const clean = (value: string) => visibleText(value);
const cleanKeepingLines = (value: string) => visibleText(value, { keepLines: true });

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
