// The contact/estimate request: name, email and phone required. Shared so the form
// and the server agree on fields, options and messages.
import { z } from 'zod';
import { CONTACT_FIELD_LIMITS as LIMITS, SERVICE_OPTIONS, type ContactField } from './contact-fields';

const serviceValues = SERVICE_OPTIONS.map((o) => o.value) as [string, ...string[]];

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .default('');

export const contactRequestSchema = z.object({
  name: z
    .string({ message: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
  email: z
    .string({ message: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address, like name@example.com.')),
  phone: z
    .string({ message: 'Please enter your phone number.' })
    .trim()
    .min(1, 'Please enter your phone number.')
    .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters.`)
    .regex(/^[+()\d\s.-]*(?:(?:x|ext\.?)\s*\d+)?$/i, 'Please enter a phone number using digits, spaces, ( ) + - or .')
    .refine((v) => v.replace(/\D/g, '').length >= 7, 'Please enter a phone number with at least 7 digits.'),
  service: z
    .union([z.enum(serviceValues), z.literal('')], { message: 'Please choose one of the listed services.' })
    .optional()
    .default(''),
  location: optionalText(LIMITS.location, 'Location'),
  message: optionalText(LIMITS.message, 'Message'),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** Field errors as `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
