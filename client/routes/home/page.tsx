import { useQuery } from '@tanstack/react-query';
import { BOROUGHS } from '../../../shared/constants';
import { boroughListPath } from '../../../shared/slugs';
import { listQuery, readQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { ServiceCard } from '../../components/service-card';
import { ProofStrip } from '../../components/proof-strip';
import { ArrowRightIcon, CallToAction, Figures, Link, PhoneIcon, SectionHeader, useBusiness } from '../../components/ui';

export const FEATURED_WORK_COUNT = 3;

/** The product links these three articles from the home page. */
const GUIDE_LINKS = [
  { href: '/blog/terrazzo-installation-guide-costs-process', label: 'Installation guide & costs' },
  { href: '/blog/concrete-polishing-vs-epoxy-floors-comparison', label: 'Polished concrete vs. epoxy' },
  { href: '/blog/terrazzo-maintenance-cleaning-guide', label: 'Care & cleaning guide' },
];

const PROJECT_TYPES = [
  { title: 'Schools', text: 'Corridors, cafeterias and gyms that take decades of foot traffic and daily wet cleaning.' },
  { title: 'Restaurants', text: 'Seamless, stain-resistant floors and bar fronts that stand up to grease and kitchen carts.' },
  { title: 'Airports', text: 'Concourse-scale epoxy terrazzo with wayfinding, logos and inlaid art in brass or zinc.' },
  { title: 'Private Homes', text: 'Kitchens, baths, entries and stairs, poured in place or precast to your design.' },
];

/** A product rule: on the home page only, 'Brooklyn facility' in a service description reads 'Queens facility'. */
export function homeServiceDescription(description: string): string {
  return description.replaceAll('Brooklyn facility', 'Queens facility');
}

export default function HomePage() {
  const business = useBusiness();
  const services = useQuery(listQuery('services'));
  const featured = useQuery(readQuery('featuredGallery'));
  const reviews = useQuery(listQuery('reviews'));
  const heroItem = featured.data?.[0];
  const { claims } = business;

  return (
    <>
      <section className="hero terrazzo-dark">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">{business.slogan} · NYC &amp; Long Island</p>
            <h1>Terrazzo floors crafted to outlast the building.</h1>
            <p className="lead">
              Poured-in-place and precast terrazzo for lobbies, schools, restaurants and homes across the five boroughs and Long Island,
              installed, restored and polished by our own crews for {claims.yearsExperience} years.
            </p>
            <div className="hero-actions">
              <a href={business.phone.tel} className="button button-light button-large">
                <PhoneIcon /> Call {business.phone.display}
              </a>
              <Link to="/contact" className="button button-primary button-large">
                Get Free Quote <ArrowRightIcon />
              </Link>
            </div>
            <nav className="hero-guides" aria-label="Terrazzo guides">
              <span>Read first:</span>
              <ul>
                {GUIDE_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {heroItem && (
            <figure className="hero-figure">
              <ProjectImage
                image={heroItem.image}
                sizes="(min-width: 960px) 520px, 100vw"
                priority={{ media: '(min-width: 960px)' }}
                className="hero-image"
              />
              <figcaption>
                {heroItem.title} · {heroItem.location}
              </figcaption>
            </figure>
          )}
        </div>
      </section>

      <ProofStrip reviews={reviews.data ?? []} />

      <section className="stats-band" aria-label="At a glance">
        <Figures
          className="container stats-grid"
          items={[
            ['Years of experience', claims.yearsExperience],
            ['Projects completed', claims.projects],
            ['Neighborhoods served', claims.neighborhoods],
            ['Year warranty', claims.warrantyYears],
          ]}
        />
      </section>

      <section className="section">
        <div className="container">
          <SectionHeader
            eyebrow="Our specialties"
            title={<>{claims.services} terrazzo services, one accountable crew</>}
            lead="From the first sample board to the final polish, every step is done by our own people."
          />
          {services.isPending ?
            <p className="muted" role="status">
              Loading our services...
            </p>
          : <div className="card-grid">
              {(services.data ?? []).map((service) => (
                <ServiceCard
                  key={service.slug}
                  service={service}
                  description={homeServiceDescription(service.description)}
                  featureLimit={4}
                />
              ))}
            </div>
          }
        </div>
      </section>

      <CallToAction
        title="Planning a floor, a stair or a restoration?"
        text={`Starting at ${claims.startingPrice} installed. We'll contact you within 24 hours with a detailed, no-obligation estimate.`}
      />

      <section className="section section-tinted">
        <div className="container">
          <SectionHeader eyebrow="Project types" title="Built for the places New Yorkers use hardest" />
          <ul className="type-grid">
            {PROJECT_TYPES.map((type) => (
              <li key={type.title} className="type-card">
                <h3>{type.title}</h3>
                <p>{type.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <header className="section-header section-header-row">
            <div>
              <p className="eyebrow">Featured work</p>
              <h2>Recent terrazzo projects</h2>
            </div>
            <Link to="/gallery" className="text-link">
              View the full gallery
            </Link>
          </header>
          <div className="project-grid">
            {(featured.data ?? []).slice(0, FEATURED_WORK_COUNT).map((item) => (
              <Link key={item.slug} to="/gallery" className="project-card">
                <ProjectImage image={item.image} sizes="(min-width: 960px) 380px, (min-width: 640px) 50vw, 100vw" />
                <span className="project-card-body">
                  <span className="project-card-title">{item.title}</span>
                  <span className="project-card-meta">{item.serviceType}</span>
                </span>
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-tinted">
        <div className="container serving-grid">
          <div>
            <p className="eyebrow">Service area</p>
            <h2>Serving All of NYC</h2>
            <p>
              Our crews work in every borough and across Nassau and Suffolk counties, in {claims.neighborhoods} neighborhoods from
              Tottenville to Great Neck. Find yours for local project notes.
            </p>
          </div>
          <ul className="borough-links">
            {BOROUGHS.map((borough) => (
              <li key={borough}>
                <Link to={boroughListPath(borough)}>
                  <span>{borough}</span>
                  <small>{business.boroughCounts[borough] ?? 0} neighborhoods</small>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title="Get your free terrazzo estimate" />
    </>
  );
}
