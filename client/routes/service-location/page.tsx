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
  useMessages,
  useRouteHead,
  useLanguage,
  useRouteParams,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';
import serviceLocation from '../../../shared/messages/en/service-location';

export default function ServiceLocationPage() {
  const { slug = '' } = useRouteParams();
  const language = useLanguage();
  const { data: page, isPending, isError } = useQuery(itemQuery('serviceLocations', slug, language));
  // The hero shows the work of the page's service.
  const { data: service } = useQuery(itemQuery('services', page?.service ?? '', language));
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const t = useMessages('serviceLocation', serviceLocation);

  if (isSlug(slug) && isPending) {
    return (
      <section className="section" aria-busy="true">
        <div className="container content-layout" role="status" aria-label={t.loading}>
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
            <h1 className="page-state-title">{t.notFound.title}</h1>
            <p>{t.notFound.text}</p>
            <Link to="/services" className="button button-primary">
              {t.notFound.back}
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
        eyebrow={t.eyebrow}
        title={heading}
        aside={service?.image && <HeroImage image={service.image} onPhoneFirstScreen />}
      />
      <section className="section">
        <div className="container content-layout">
          <SimpleMarkup source={page.content} />
          <aside className="side-card side-sticky" aria-label={t.aside.label}>
            <h2>{t.aside.title}</h2>
            <Link to="/contact" className="button button-primary button-block">
              {`${t.aside.quote} `}
              <ArrowRightIcon />
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
            <h3 className="small-heading">{t.aside.areas}</h3>
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
