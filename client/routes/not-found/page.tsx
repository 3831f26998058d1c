import { Link, PhoneIcon, useBusiness } from '../../components/ui';

export default function NotFoundPage() {
  const business = useBusiness();
  return (
    <section className="page-state not-found terrazzo-dark">
      <div className="container page-state-inner">
        <p className="big-code" aria-hidden="true">
          404
        </p>
        <h1 className="page-state-title">Page Not Found</h1>
        <p>The page you're looking for doesn't exist or has moved.</p>
        <ul className="not-found-links">
          <li>
            <Link to="/" className="button button-primary">
              Home
            </Link>
          </li>
          <li>
            <Link to="/services" className="button button-light">
              Services
            </Link>
          </li>
          <li>
            <Link to="/contact" className="button button-light">
              Contact
            </Link>
          </li>
        </ul>
        <p>
          <a href={business.phone.tel} className="phone-link">
            <PhoneIcon /> {business.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
