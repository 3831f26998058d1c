import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/api-client';
import { StaticRouter } from 'react-router-dom';
import type { BusinessProfile, Price } from '../../shared/api-types';
import { listQuery, readQuery } from '../data/queries';
import { ServerFormContext } from '../server-form';
import { ContactForm } from './contact-form';
import EstimateFields from './estimate/estimate-fields';

/**
 * The contact form as a page of its own, for visitors without JavaScript:
 * the contact page (the same bytes for everyone) shows it in a <noscript>
 * frame, and the server renders it for each visitor with their own token.
 * It posts to the whole window (`target="_top"`), photos included
 * (multipart/form-data), with the estimate's fields in full (no chunk to wait
 * for) and the prices their range panel lists.
 */
export function ContactFormFrame({
  business,
  prices,
  stylesheet,
  token,
}: {
  business: BusinessProfile;
  prices: Price[];
  stylesheet: string;
  token: string;
}) {
  // Everything the form reads is here already, and never stale: nothing is fetched.
  const queryClient = createQueryClient({ server: true });
  queryClient.setQueryData(readQuery('business').queryKey, business);
  queryClient.setQueryData(listQuery('prices').queryKey, prices);
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
              <ContactForm target="_top" className="contact-form" estimateFields={EstimateFields} />
            </body>
          </html>
        </StaticRouter>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
