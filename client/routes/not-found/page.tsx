import notFound from '../../../shared/messages/en/not-found';
import { Link, PhoneIcon, useBusiness, useMessages } from '../../components/ui';

export default function NotFoundPage() {
  const business = useBusiness();
  const t = useMessages('notFound', notFound);
  return (
    // A dark panel on the page's own ground, so the dark footer never runs into it.
    <section className="page-state not-found">
      <div className="container">
        <div className="not-found-panel terrazzo-dark page-state-inner">
          <p className="big-code" aria-hidden="true">
            404
          </p>
          <h1 className="page-state-title">{t.title}</h1>
          <p>{t.text}</p>
          <ul className="not-found-links">
            <li>
              <Link to="/" className="button button-primary">
                {t.links.home}
              </Link>
            </li>
            <li>
              <Link to="/services" className="button button-light">
                {t.links.services}
              </Link>
            </li>
            <li>
              <Link to="/contact" className="button button-light">
                {t.links.contact}
              </Link>
            </li>
          </ul>
          <p>
            <a href={business.phone.tel} className="phone-link">
              <PhoneIcon /> {business.phone.display}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
