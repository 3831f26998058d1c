// GET /contact/form (and /es/contacto/form): the contact form for one
// visitor without JavaScript, in the contact page's language, with a token of
// their own and the site visits on offer as it is asked for (the contact page
// shows it in a <noscript> frame).
import type { Request, Response } from 'express';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactFormFrame } from '../../client/server-entry';
import type { ContentSource } from '../content/content-source';
import { contentIn } from '../content/content-store';
import { languageOfPath } from '../../shared/language';
import { addressClass } from '../web/address-class';
import { NO_STORE } from '../web/cache-control';
import { frameableByOwnPages } from '../web/security-headers';
import type { AssetManifest } from '../pages/asset-manifest';
import type { LeadIntake } from './intake';
import type { VisitBookings } from './visits/visit-bookings';

export function contactFormFrame({
  content,
  assets,
  intake,
  bookings,
}: {
  content: ContentSource;
  assets: AssetManifest;
  intake: LeadIntake;
  /** The site visits on offer with their places left, counted now: this page is made for one visitor. */
  bookings: Pick<VisitBookings, 'slots'>;
}) {
  return async (req: Request, res: Response) => {
    // `/contact/form` belongs to `/contact`, `/es/contacto/form` to `/es/contacto`.
    const page = req.path.slice(0, -'/form'.length);
    const { business, prices } = contentIn(content.current, languageOfPath(page));
    // Places that cannot be counted just now leave the visit windows, which always work.
    const slots = await bookings.slots().catch(() => undefined);
    const html = renderToStaticMarkup(
      <ContactFormFrame
        business={business}
        prices={prices.items}
        slots={slots}
        stylesheet={assets.css}
        token={intake.issueFormToken(addressClass(req.ip))}
        page={page}
      />,
    );
    frameableByOwnPages(res);
    res.set('Cache-Control', NO_STORE).type('html').send(`<!DOCTYPE html>${html}`);
  };
}
