import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/api-client';
import { StaticRouter } from 'react-router-dom';
import type { BusinessProfile, Price } from '../../shared/api-types';
import { LOCALES, type Language } from '../../shared/language';
import contactForm from '../../shared/messages/en/contact-form';
import { CurrentRouteContext } from '../current-route';
import { listQuery, readQuery } from '../data/queries';
import { messagesIn } from '../messages';
import { ServerFormContext } from '../server-form';
import { ContactForm } from './contact-form';
import EstimateFields from './estimate/estimate-fields';

/** The contact page the form is part of, in each language: the form names it as the page it was sent from. */
const CONTACT_PAGE: Record<Language, string> = { en: '/contact', es: '/es/contacto' };

/**
 * The contact form as a page of its own, for visitors without JavaScript:
 * the contact page (the same bytes for everyone) shows it in a <noscript>
 * frame, and the server renders it for each visitor with their own token.
 * It posts to the whole window (`target="_top"`), photos included
 * (multipart/form-data), with the estimate's fields in full (no chunk to wait
 * for) and the prices their range panel lists. In the contact page's
 * language: the Spanish page's frame is in Spanish, and posts as its form does.
 */
export function ContactFormFrame({
  business,
  prices,
  stylesheet,
  token,
  language = 'en',
}: {
  business: BusinessProfile;
  prices: Price[];
  stylesheet: string;
  token: string;
  language?: Language;
}) {
  // Everything the form reads is here already, and never stale: nothing is fetched.
  const queryClient = createQueryClient({ server: true });
  queryClient.setQueryData(readQuery('business', language).queryKey, business);
  queryClient.setQueryData(listQuery('prices', undefined, language).queryKey, prices);
  const other: Language = language === 'es' ? 'en' : 'es';
  // The form reads the page's language from the route, as on the contact page itself.
  const route = {
    Page: () => null,
    head: { title: '' },
    params: {},
    language,
    otherLanguage: { language: other, path: CONTACT_PAGE[other] },
  };
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={{ token }}>
        <CurrentRouteContext.Provider value={route}>
          <StaticRouter location={CONTACT_PAGE[language]}>
            <html lang={LOCALES[language].htmlLang}>
              <head>
                <meta charSet="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <meta name="robots" content="noindex" />
                <title>{messagesIn(language, 'contactForm', contactForm).frameTitle}</title>
                <link rel="stylesheet" href={stylesheet} />
              </head>
              <body className="form-frame-body">
                <ContactForm target="_top" className="contact-form" estimateFields={EstimateFields} />
              </body>
            </html>
          </StaticRouter>
        </CurrentRouteContext.Provider>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
