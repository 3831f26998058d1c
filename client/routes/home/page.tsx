import { useQuery } from '@tanstack/react-query';
import { BOROUGHS } from '../../../shared/constants';
import home from '../../../shared/messages/en/home';
import { boroughListPath } from '../../../shared/slugs';
import { listQuery, projectCardsQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { SampleNote, SampleTag } from '../../components/sample-tag';
import { ServiceCard } from '../../components/service-card';
import { ProofStrip } from '../../components/proof-strip';
import {
  ArrowRightIcon,
  CallToAction,
  Figures,
  Link,
  PAGE_ACTIONS,
  PhoneIcon,
  SectionHeader,
  useBusiness,
  useLanguage,
  useMessages,
} from '../../components/ui';

export const FEATURED_WORK_COUNT = 3;

/** The product links these three articles from the home page; their words are the catalog's `hero.guides.links`. */
const GUIDE_LINKS = [
  { href: '/blog/terrazzo-installation-guide-costs-process', key: 'installation' },
  { href: '/blog/concrete-polishing-vs-epoxy-floors-comparison', key: 'comparison' },
  { href: '/blog/terrazzo-maintenance-cleaning-guide', key: 'care' },
] as const;

/** A product rule: on the home page only, the precast shop of a service description ('Brooklyn facility') is in Queens. */
export function homeServiceDescription(description: string, facility: { from: string; to: string }): string {
  return description.replaceAll(facility.from, facility.to);
}

export default function HomePage() {
  const business = useBusiness();
  const t = useMessages('home', home);
  const language = useLanguage();
  const services = useQuery(listQuery('services', undefined, language));
  const featured = useQuery(projectCardsQuery({ featured: true }, language));
  const reviews = useQuery(listQuery('reviews'));
  const heroItem = featured.data?.[0];
  const { claims } = business;

  return (
    <>
      <section className="hero terrazzo-dark">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">
              {business.slogan}
              {t.hero.eyebrow}
            </p>
            <h1>{t.hero.title}</h1>
            <p className="lead">
              {t.hero.lead.before}
              {claims.yearsExperience}
              {t.hero.lead.after}
            </p>
            {/* Each label, spaces included, is one text node beside its icon (as in call-to-action.tsx). */}
            <div className="hero-actions" {...PAGE_ACTIONS}>
              <a href={business.phone.tel} className="button button-light button-large">
                <PhoneIcon />
                {` ${t.hero.call} `}
                {business.phone.display}
              </a>
              <Link to="/contact" className="button button-primary button-large">
                {`${t.hero.quote} `}
                <ArrowRightIcon />
              </Link>
            </div>
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
                {heroItem.sample && <SampleTag inline />}
                {heroItem.title} · {heroItem.location}
              </figcaption>
            </figure>
          )}
        </div>
      </section>

      {/* The guides on a line of their own: the hero's only actions are the call and the estimate. */}
      <nav className="home-guides" aria-label={t.hero.guides.label}>
        <div className="container">
          <span>{t.hero.guides.intro}</span>
          <ul>
            {GUIDE_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{t.hero.guides.links[link.key]}</Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <ProofStrip reviews={reviews.data ?? []} />

      <section className="stats-band" aria-label={t.stats.label}>
        <Figures
          className="container stats-grid"
          items={[
            [t.stats.years, claims.yearsExperience],
            [t.stats.projects, claims.projects],
            [t.stats.neighborhoods, claims.neighborhoods],
            [t.stats.warranty, claims.warrantyYears],
          ]}
        />
      </section>

      <section className="section">
        <div className="container">
          <SectionHeader
            eyebrow={t.services.eyebrow}
            title={
              <>
                {claims.services}
                {t.services.title}
              </>
            }
            lead={t.services.lead}
          />
          {services.isPending ?
            <p className="muted" role="status">
              {t.services.loading}
            </p>
          : <div className="card-grid">
              {(services.data ?? []).map((service) => (
                <ServiceCard
                  key={service.slug}
                  service={service}
                  description={homeServiceDescription(service.description, t.services.facility)}
                  featureLimit={4}
                />
              ))}
            </div>
          }
        </div>
      </section>

      <CallToAction title={t.planning.title} text={t.planning.text(claims.startingPrice)} />

      <section className="section section-tinted">
        <div className="container">
          <SectionHeader eyebrow={t.projectTypes.eyebrow} title={t.projectTypes.title} />
          <ul className="type-grid">
            {t.projectTypes.types.map((type) => (
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
              <p className="eyebrow">{t.featured.eyebrow}</p>
              <h2>{t.featured.title}</h2>
            </div>
            <Link to="/gallery" className="text-link">
              {t.featured.gallery}
            </Link>
          </header>
          <div className="project-grid">
            {(featured.data ?? []).slice(0, FEATURED_WORK_COUNT).map((item) => (
              <Link key={item.slug} to="/gallery" className="project-card">
                <span className="project-card-photo">
                  <ProjectImage image={item.image} sizes="(min-width: 960px) 380px, (min-width: 640px) 50vw, 100vw" />
                  {item.sample && <SampleTag />}
                </span>
                <span className="project-card-body">
                  <span className="project-card-title">{item.title}</span>
                  <span className="project-card-meta">{item.serviceType}</span>
                </span>
              </Link>
            ))}
          </div>
          <SampleNote projects={(featured.data ?? []).slice(0, FEATURED_WORK_COUNT)} />
        </div>
      </section>

      <section className="section section-tinted">
        <div className="container serving-grid">
          <div>
            <p className="eyebrow">{t.serviceArea.eyebrow}</p>
            <h2>{t.serviceArea.title}</h2>
            <p>
              {t.serviceArea.text.before}
              {claims.neighborhoods}
              {t.serviceArea.text.after}
            </p>
          </div>
          <ul className="borough-links">
            {BOROUGHS.map((borough) => (
              <li key={borough}>
                <Link to={boroughListPath(borough)}>
                  <span>{borough}</span>
                  <small>
                    {business.boroughCounts[borough] ?? 0}
                    {t.serviceArea.neighborhoods}
                  </small>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={t.closing} />
    </>
  );
}
