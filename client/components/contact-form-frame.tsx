import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import type { BusinessProfile } from '../../shared/api-types';
import { readQuery } from '../data/queries';
import { ServerFormContext } from '../server-form';
import { ContactForm } from './contact-form';

/**
 * The contact form as a page of its own, for visitors without JavaScript:
 * the contact page (the same bytes for everyone) shows it in a <noscript>
 * frame, and the server renders it for each visitor with their own token.
 * It posts to the whole window (`target="_top"`).
 */
export function ContactFormFrame({ business, stylesheet, token }: { business: BusinessProfile; stylesheet: string; token: string }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(readQuery('business').queryKey, business);
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={{ token }}>
        <StaticRouter location="/contact">
          <html lang="en-US">
            <head>
              <meta charSet="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta name="robots" content="noindex" />
              <title>Estimate request form</title>
              <link rel="stylesheet" href={stylesheet} />
            </head>
            <body className="form-frame-body">
              <ContactForm target="_top" className="contact-form" />
            </body>
          </html>
        </StaticRouter>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
