// The words of the review request e-mail after a won job, and of the page
// that stops the e-mails, in each language a request can be sent in. Only
// the site's own words: nothing the visitor typed, not even their name, goes
// into a message the site sends on its own weeks later.
import type { Language } from '../../../shared/language';

interface ReviewText {
  /** `businessName` is '' when the content does not say it. */
  subject(businessName: string): string;
  email(parts: { businessName: string; reviewUrl: string; phone: string; stopUrl: string }): string;
  page: {
    title: string;
    ask(businessName: string): string;
    button: string;
    done: string;
    /** An altered or expired link. */
    expired(phone: string): string;
  };
}

const en: ReviewText = {
  subject: (businessName) => (businessName ? `How did ${businessName} do?` : 'How did we do?'),
  email: ({ businessName, reviewUrl, phone, stopUrl }) =>
    [
      'Hello,',
      `Thank you for choosing ${businessName || 'us'} for your terrazzo work. If you are happy with your floor, a short review helps other New Yorkers find a crew they can trust:`,
      reviewUrl,
      `If anything is not right, call us at ${phone} and we will make it right.`,
      businessName,
      `We ask once, after a finished job. To get no more e-mails from us: ${stopUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  page: {
    title: 'No more e-mails',
    ask: (businessName) => `Stop the e-mails from ${businessName || 'us'} about your request?`,
    button: 'Send me no more e-mails',
    done: 'Done: we will send you no more e-mails about your request.',
    expired: (phone) => `This link no longer works. Call us at ${phone} and we will stop the e-mails.`,
  },
};

const es: ReviewText = {
  subject: (businessName) => (businessName ? `¿Qué tal lo hizo ${businessName}?` : '¿Qué tal lo hicimos?'),
  email: ({ businessName, reviewUrl, phone, stopUrl }) =>
    [
      'Hola:',
      `Gracias por elegir a ${businessName || 'nuestro equipo'} para su trabajo de terrazo. Si está contento con su piso, una breve reseña ayuda a otros neoyorquinos a encontrar un equipo de confianza:`,
      reviewUrl,
      `Si algo no está bien, llámenos al ${phone} y lo arreglaremos.`,
      businessName,
      `Se lo pedimos una sola vez, al terminar un trabajo. Para no recibir más correos nuestros: ${stopUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  page: {
    title: 'No recibir más correos',
    ask: (businessName) => `¿Dejar de recibir correos de ${businessName || 'nuestro equipo'} sobre su solicitud?`,
    button: 'No enviarme más correos',
    done: 'Listo: no le enviaremos más correos sobre su solicitud.',
    expired: (phone) => `Este enlace ya no funciona. Llámenos al ${phone} y dejaremos de enviarle correos.`,
  },
};

export const REVIEW_TEXT: Record<Language, ReviewText> = { en, es };
