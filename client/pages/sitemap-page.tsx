import { useQuery } from '@tanstack/react-query';
import { BOROUGHS } from '../../shared/constants';
import { boroughListPath, kebabCase } from '../../shared/slugs';
import { neighborhoodsQuery, servicesQuery } from '../data/queries';
import type { MetaBuilder } from '../routes';
import { homeCrumb } from '../meta/meta-helpers';
import { Link, PageHero, PageLoading, useRouteMeta } from '../components/ui';

const MAIN_PAGES = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/about', label: 'About Us' },
  { href: '/process', label: 'Our Process' },
  { href: '/warranty', label: 'Warranty & Care' },
];
const LEGAL = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
];

export const meta: MetaBuilder = () => ({
  title: 'Site Map',
  description:
    'Every page of our website: services, local terrazzo pages for all five boroughs and Long Island, the blog, and company information.',
  breadcrumb: [homeCrumb, { label: 'Site Map' }],
});

export default function SitemapPage() {
  const services = useQuery(servicesQuery());
  const places = useQuery(neighborhoodsQuery());
  const { breadcrumb } = useRouteMeta();
  if (services.isPending || places.isPending) return <PageLoading text="Preparing the site map..." />;
  const serviceList = services.data ?? [];
  const placeList = places.data ?? [];

  return (
    <>
      <PageHero breadcrumb={breadcrumb} title="Site Map" lead="Every page of our website in one place." />
      <section className="section">
        <div className="container sitemap-columns">
          <LinkGroup title="Main pages" links={MAIN_PAGES} />
          <LinkGroup title="Services" links={serviceList.map((s) => ({ href: `/services/${s.slug}`, label: s.name }))} />
          <LinkGroup title="Legal" links={LEGAL} />
        </div>
      </section>
      <section className="section section-tinted">
        <div className="container">
          <h2>Local areas</h2>
          <div className="sitemap-boroughs">
            {BOROUGHS.map((borough) => {
              const inBorough = placeList.filter((p) => p.borough === borough).sort((a, b) => a.neighborhood.localeCompare(b.neighborhood));
              return (
                <section key={borough} className="sitemap-borough">
                  <h3>
                    <Link to={boroughListPath(borough)}>{borough}</Link> <span className="count">({inBorough.length})</span>
                  </h3>
                  <ul>
                    {inBorough.map((place) => (
                      <li key={place.slug}>
                        <Link to={`/local/${place.slug}`}>{place.neighborhood}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>Services by area</h2>
          <div className="sitemap-boroughs">
            {serviceList.map((service) => (
              <section key={service.slug} className="sitemap-group">
                <h3>{service.name} in</h3>
                <ul className="inline-links">
                  {BOROUGHS.map((area) => (
                    <li key={area}>
                      <Link to={`/service-location/${service.slug}-${kebabCase(area)}`}>{area}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

function LinkGroup({ title, links, headingLevel = 2 }: { title: string; links: { href: string; label: string }[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="sitemap-group">
      <Heading>{title}</Heading>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
