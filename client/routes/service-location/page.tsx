import { useQuery } from '@tanstack/react-query';
import { isSlug } from '../../../shared/slugs';
import { SimpleMarkup } from '../../components/simple-markup';
import { itemQuery } from '../../data/queries';
import {
  ArrowRightIcon,
  EmailLink,
  Link,
  MailIcon,
  PageHero,
  PhoneIcon,
  PinIcon,
  useBusiness,
  useRouteHead,
  useRouteParams,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

export default function ServiceLocationPage() {
  const { slug = '' } = useRouteParams();
  const { data: page, isPending, isError } = useQuery(itemQuery('serviceLocations', slug));
  // The hero shows the work of the page's service.
  const { data: service } = useQuery(itemQuery('services', page?.service ?? ''));
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();

  if (isSlug(slug) && isPending) {
    return (
      <section className="section" aria-busy="true">
        <div className="container content-layout" role="status" aria-label="Loading">
          <div className="skeleton">
            <span className="skeleton-line skeleton-title" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-short" />
          </div>
          <div className="skeleton skeleton-card" />
        </div>
      </section>
    );
  }
  if (isError || !page) {
    return (
      <section className="page-state">
        <div className="container">
          <div className="not-found-card">
            <h1 className="page-state-title">Page Not Found</h1>
            <p>The service location page you're looking for doesn't exist.</p>
            <Link to="/services" className="button button-primary">
              Back to Services
            </Link>
          </div>
        </div>
      </section>
    );
  }
  const heading = page.title.split(' | ')[0] ?? page.title;
  const { address } = business;

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Terrazzo service"
        title={heading}
        aside={service?.image && <HeroImage image={service.image} onPhoneFirstScreen />}
      />
      <section className="section">
        <div className="container content-layout">
          <SimpleMarkup source={page.content} />
          <aside className="side-card side-sticky" aria-label="Contact">
            <h2>Free on-site estimate</h2>
            <Link to="/contact" className="button button-primary button-block">
              Request Free Quote <ArrowRightIcon />
            </Link>
            <ul className="contact-list">
              <li>
                <PhoneIcon />
                <a href={business.phone.tel}>{business.phone.display}</a>
              </li>
              <li>
                <MailIcon />
                <EmailLink email={business.email} />
              </li>
              <li>
                <PinIcon />
                <span>
                  {address.street}
                  <br />
                  {address.locality}, {address.region} {address.postalCode}
                </span>
              </li>
            </ul>
            <h3 className="small-heading">Service areas</h3>
            <ul className="tag-list">
              {business.areasServed.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
