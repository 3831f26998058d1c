import { Link } from './link';
import { useBusiness } from '../business';
import { ArrowRightIcon, PhoneIcon } from './icons';

/** The closing call to action most pages end with. */
export function CallToAction({
  title = 'Ready to Start Your Terrazzo Project?',
  text = 'Tell us about your space. We visit, measure and send a detailed written estimate within 24 hours.',
  phone = 'main',
}: {
  title?: string;
  text?: string;
  phone?: 'main' | 'secondary';
}) {
  const business = useBusiness();
  const number = phone === 'main' ? business.phone : business.secondaryPhone;
  return (
    <section className="cta-band terrazzo-dark">
      <div className="container cta-inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-actions">
          <Link to="/contact" className="button button-primary button-large">
            Get Free Estimate <ArrowRightIcon />
          </Link>
          <a href={number.tel} className="button button-light button-large">
            <PhoneIcon /> Call {number.display}
          </a>
        </div>
      </div>
    </section>
  );
}
