import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BOROUGHS } from '../../shared/constants';
import { boroughFromListSlug, kebabCase } from '../../shared/slugs';
import { neighborhoodsQuery } from '../data/queries';
import NotFoundPage from './not-found-page';
import { type MetaBuilder, boroughPlaces, notFoundMeta } from '../routes';
import { homeCrumb } from '../meta/meta-helpers';
import { CallToAction, Link, PageHero, useRouteMeta } from '../components/ui';

const SERVICE_AREA_LINKS = [
  { slug: 'custom-installation', label: 'Custom Terrazzo Installation' },
  { slug: 'precast-fabrication', label: 'Precast Terrazzo Fabrication' },
  { slug: 'restoration', label: 'Terrazzo Restoration' },
  { slug: 'commercial', label: 'Commercial Terrazzo' },
  { slug: 'residential', label: 'Residential Terrazzo' },
  { slug: 'consultation', label: 'Design Consultation' },
];

/** "/{borough}-neighborhoods" (the borough list). */

export const meta: MetaBuilder = ({ params, data }) => {
  const borough = boroughFromListSlug(params.listSlug ?? '');
  if (!borough) return notFoundMeta;
  return {
    title: `Terrazzo Contractor in ${borough} Neighborhoods`,
    description: `Terrazzo installation, restoration and precast work in every ${borough} neighborhood we serve. Find your area for local details and a free estimate.`,
    breadcrumb: [homeCrumb, { label: `${borough} Neighborhoods` }],
    notFound: boroughPlaces(params, data) === 0,
  };
};

export default function BoroughPage() {
  const { listSlug = '' } = useParams();
  const borough = boroughFromListSlug(listSlug);
  const { data, isPending } = useQuery({ ...neighborhoodsQuery(), enabled: Boolean(borough) });
  const { breadcrumb } = useRouteMeta();
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
            <header className="section-header">
              <h2>Our services in {area}</h2>
            </header>
            <ul className="area-links">
              {SERVICE_AREA_LINKS.map((service) => (
                <li key={service.slug}>
                  <Link to={`/service-location/${service.slug}-${kebabCase(area)}`}>
                    {service.label} in {area}
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
