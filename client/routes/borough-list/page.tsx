import { useQuery } from '@tanstack/react-query';
import { BOROUGHS } from '../../../shared/constants';
import { boroughFromListSlug, serviceLocationSlug } from '../../../shared/slugs';
import { placesQuery } from '../../data/queries';
import NotFoundPage from '../not-found/page';
import { CallToAction, Link, PageHero, SectionHeader, useBusiness, useRouteHead, useRouteParams } from '../../components/ui';

/** "/{borough}-neighborhoods" (the borough list). */

export default function BoroughListPage() {
  const business = useBusiness();
  const { listSlug = '' } = useRouteParams();
  const borough = boroughFromListSlug(listSlug);
  const { data, isPending } = useQuery({ ...placesQuery(), enabled: Boolean(borough) });
  const { breadcrumb } = useRouteHead();
  if (!borough) return <NotFoundPage />;

  const places = (data ?? [])
    .filter((n) => n.borough.toLowerCase() === borough.toLowerCase())
    .sort((a, b) => a.neighborhood.localeCompare(b.neighborhood));
  const area = BOROUGHS.find((b) => b.toLowerCase() === borough.toLowerCase());

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Service area"
        title={`${borough} Neighborhoods`}
        lead={`Terrazzo installation, restoration and precast work across ${borough}. Choose a neighborhood for local details.`}
      />
      <section className="section">
        <div className="container">
          {isPending ?
            <p className="loading-line" role="status">
              <span className="spinner" aria-hidden="true" /> Loading neighborhoods...
            </p>
          : places.length === 0 ?
            <div className="empty-state">
              <h2>No neighborhoods found for {borough}</h2>
              <p>
                See all of our <Link to="/sitemap">service areas</Link> or <Link to="/contact">ask us</Link> about your location.
              </p>
            </div>
          : <>
              <p className="muted">{places.length} neighborhoods</p>
              <ul className="neighborhood-grid">
                {places.map((place) => (
                  <li key={place.slug}>
                    <Link to={`/local/${place.slug}`}>{place.neighborhood}</Link>
                  </li>
                ))}
              </ul>
            </>
          }
        </div>
      </section>
      {area && places.length > 0 && (
        <section className="section section-tinted">
          <div className="container">
            <SectionHeader title={<>Our services in {area}</>} />
            <ul className="area-links">
              {business.navigation.services.map((service) => (
                <li key={service.slug}>
                  <Link to={`/service-location/${serviceLocationSlug(service.slug, area)}`}>
                    {service.name} in {area}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CallToAction />
    </>
  );
}
