import { Link } from './link';
import { useBusiness } from '../business';
import { ArrowRightIcon, PhoneIcon } from './icons';

/** The closing call to action most pages end with. */
export function CallToAction({
  title = 'Ready to Start Your Terrazzo Project?',
  text = "Tell us about your space. We'll contact you within 24 hours with a detailed estimate.",
  phone = 'main',
}: {
  title?: string;
  text?: string;
  phone?: 'main' | 'secondary';
}) {
  return (
    <section className="cta-band terrazzo-dark">
      <div className="container cta-inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <ContactActions phone={phone} className="cta-actions" />
      </div>
    </section>
  );
}

/** The estimate (to the contact page, or `estimateHref`) and a call: what every hero and closing band offers. */
export function ContactActions({
  phone = 'main',
  estimateHref,
  className = 'hero-actions',
}: {
  phone?: 'main' | 'secondary';
  estimateHref?: string;
  className?: string;
}) {
  const business = useBusiness();
  const number = phone === 'main' ? business.phone : business.secondaryPhone;
  return (
    <div className={className}>
      {estimateHref ?
        <a href={estimateHref} className="button button-primary button-large">
          Get Free Estimate <ArrowRightIcon />
        </a>
      : <Link to="/contact" className="button button-primary button-large">
          Get Free Estimate <ArrowRightIcon />
        </Link>
      }
      <a href={number.tel} className="button button-outline button-large">
        <PhoneIcon /> Call {number.display}
      </a>
    </div>
  );
}
