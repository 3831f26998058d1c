import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/api-client';
import { StaticRouter } from 'react-router-dom';
import type { BusinessProfile, Price } from '../../shared/api-types';
import { languageOfPath, LOCALES, SPANISH_ROOT } from '../../shared/language';
import contactForm from '../../shared/messages/en/contact-form';
import { CurrentRouteContext } from '../current-route';
import { listQuery, readQuery } from '../data/queries';
import { messagesIn } from '../messages';
import { ServerFormContext } from '../server-form';
import { ContactForm } from './contact-form';
import EstimateFields, { visitSlotsQuery, type OpenSlot } from './estimate/estimate-fields';

/**
 * The contact form as a page of its own, for visitors without JavaScript:
 * the contact page (the same bytes for everyone) shows it in a <noscript>
 * frame, and the server renders it for each visitor with their own token.
 * It posts to the whole window (`target="_top"`), photos included
 * (multipart/form-data), with the estimate's fields in full (no chunk to wait
 * for), the prices their range panel lists and the site visits on offer
 * now (this page is made for one visitor and never cached). In the contact
 * page's language: the Spanish page's frame is in Spanish, and posts as its
 * form does.
 */
export function ContactFormFrame({
  business,
  prices,
  slots,
  stylesheet,
  token,
  page,
}: {
  business: BusinessProfile;
  prices: Price[];
  /** The site visits on offer with their places left; omitted (could not be counted), the visit windows alone. */
  slots?: OpenSlot[];
  stylesheet: string;
  token: string;
  /** The contact page the frame is part of (`/contact`, `/es/contacto`): its language, where the form posts and says it was sent from. */
  page: string;
}) {
  const language = languageOfPath(page);
  // Everything the form reads is here already, and never stale: nothing is fetched.
  const queryClient = createQueryClient({ server: true });
  queryClient.setQueryData(readQuery('business', language).queryKey, business);
  queryClient.setQueryData(listQuery('prices', undefined, language).queryKey, prices);
  if (slots) queryClient.setQueryData(visitSlotsQuery.queryKey, slots);
  // The form reads the page's language from the route, as on the contact page itself (the frame shows no language link: its other language is that language's home).
  const other = language === 'es' ? 'en' : 'es';
  const otherLanguage = { language: other, path: other === 'es' ? SPANISH_ROOT : '/' } as const;
  const route = { Page: () => null, head: { title: '' }, params: {}, language, otherLanguage };
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={{ token }}>
        <CurrentRouteContext.Provider value={route}>
          <StaticRouter location={page}>
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
