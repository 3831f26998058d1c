import site from '../../shared/messages/en/site';
import { useBusiness } from '../business';
import { useMessages } from '../messages';
import { PAGE_ACTIONS } from './action-bar';
import { ArrowRightIcon, PhoneIcon } from './icons';
import { Link } from './link';

/** The closing call to action most pages end with. */
export function CallToAction({ title, text, phone = 'main' }: { title?: string; text?: string; phone?: 'main' | 'secondary' }) {
  const t = useMessages('site', site).callToAction;
  return (
    <section className="cta-band terrazzo-dark">
      <div className="container cta-inner">
        <div>
          <h2>{title ?? t.title}</h2>
          <p>{text ?? t.text}</p>
        </div>
        <ContactActions phone={phone} place="band" />
      </div>
    </section>
  );
}

/** The estimate (to the contact page, or `estimateHref`) and a call: what every hero and closing band offers. */
export function ContactActions({
  phone = 'main',
  estimateHref,
  place = 'hero',
}: {
  phone?: 'main' | 'secondary';
  estimateHref?: string;
  /** In a hero, the main number and the contact page stand in for the phone's action bar while on screen. */
  place?: 'hero' | 'band';
}) {
  const business = useBusiness();
  const t = useMessages('site', site).callToAction;
  const number = phone === 'main' ? business.phone : business.secondaryPhone;
  // The contact page's hero leaves the estimate to the form below it (which hides the bar itself).
  const replacesBar = place === 'hero' && phone === 'main' && estimateHref === undefined;
  // Each label, spaces included, is one text node beside its icon: two would be
  // separated by a marker comment in the server's HTML.
  return (
    <div className={place === 'hero' ? 'hero-actions' : 'cta-actions'} {...(replacesBar && PAGE_ACTIONS)}>
      {estimateHref ?
        <a href={estimateHref} className="button button-primary button-large">
          {`${t.estimate} `}
          <ArrowRightIcon />
        </a>
      : <Link to="/contact" className="button button-primary button-large">
          {`${t.estimate} `}
          <ArrowRightIcon />
        </Link>
      }
      <a href={number.tel} className="button button-outline button-large">
        <PhoneIcon />
        {` ${t.call} `}
        {number.display}
      </a>
    </div>
  );
}
