// English: the contact form (client/components/contact-form.tsx), its page
// without JavaScript (contact-form-frame.tsx), its toasts and the
// confirmation after a request is sent (contact-confirmation.tsx).
import type { FieldErrorText } from '../../form-problems';
import { LEAD_FIELD_LIMITS } from '../../lead-fields';

/** Spec text: keep as is (the toast, and the confirmation after the form without JavaScript). */
const sent = {
  title: 'Message Sent Successfully!',
  text: "We'll contact you within 24 hours with a detailed estimate.",
};

/** What is missing, field by field (the form's own check and the server's say the same). */
const REQUIRED: Record<string, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
};

/** A field's error, from its code (the browser's own words for what only it finds). */
const fieldError: FieldErrorText = ({ code, said }, field) => {
  switch (code) {
    case 'required':
      return REQUIRED[field] ?? 'Please fill in this field.';
    case 'too-long': {
      const max = LEAD_FIELD_LIMITS[field as keyof typeof LEAD_FIELD_LIMITS];
      return max ? `Please keep it to ${max.toLocaleString('en-US')} characters.` : 'This is too long.';
    }
    case 'not-an-email':
      return 'Please enter a valid email address, like name@example.com.';
    case 'phone-characters':
      return 'Please enter a phone number using digits, spaces, ( ) + - or .';
    case 'too-short':
      return 'Please enter a phone number with at least 7 digits.';
    case 'not-offered':
      return 'Please choose one of the listed services.';
    // The estimate's own fields show theirs (estimate.size.areaError).
    case 'area-out-of-range':
    case 'other':
      return said ?? 'Please check this field.';
  }
};

export default {
  /** The form page's title (the <noscript> frame's document). */
  frameTitle: 'Estimate request form',
  title: 'Project details',
  /** The honeypot's label: only bots see it. */
  honeypot: 'Leave this field empty',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service type',
    servicePlaceholder: 'Select a service',
    location: 'Project location',
    locationPlaceholder: 'Neighborhood or town',
    message: 'Message',
    messagePlaceholder: 'The floor as it is now, what you have in mind, your timeline...',
  },
  fieldError,
  send: 'SEND REQUEST',
  sending: 'SENDING...',
  waitingForPhotos: (done: number, total: number) =>
    `Your photos are still uploading (${done} of ${total} done). Your request goes as soon as they are up.`,
  note: '* Required. We only use your details to answer this request.',
  /** The visitor's choice of texts about the request: unticked unless they tick it, with what they agree to. */
  textMe: {
    label: 'Text me about this request',
    consent: (business: string) =>
      `${business} will text the phone number above about this request only: a confirmation now, then about your estimate and visit. Message and data rates may apply. Reply STOP to stop. Not needed for an estimate.`,
  },
  /** The verdict on a form sent without JavaScript, above the form. */
  banner: {
    failed: { title: 'Error Sending Message', text: (phone: string) => `Please try again or call us directly at ${phone}.` },
    limited: {
      title: 'Too many requests',
      text: (phone: string) => `Please wait a few minutes and send it again, or call us at ${phone}.`,
    },
    invalid: {
      title: 'Please check the highlighted fields',
      text: 'Your message was not sent yet. Correct the fields below and send it again.',
      photosAgain: ' Your photos were not kept with it: please choose them again.',
    },
  },
  /** Spec text: keep as is. */
  toasts: {
    sent,
    failed: {
      title: 'Error Sending Message',
      text: (phone: string) => `Please try again or call us directly at ${phone}.`,
    },
    missing: { title: 'Missing Required Fields', text: 'Please fill in your name, email, and phone number.' },
  },
  /** The toasts' own controls and region, to screen readers. */
  /** What a screen reader is told after a send. */
  announce: {
    sent: "Message sent. We'll contact you within 24 hours with a detailed estimate.",
    correctField: 'Your message was not sent yet. Please correct the highlighted field.',
    correctFields: 'Please correct the highlighted fields.',
    failed: (phone: string) => `Your message was not sent. Please try again or call us directly at ${phone}.`,
  },
};
