import { useQuery } from '@tanstack/react-query';
import { boroughPossessive } from '../../../shared/borough-names';
import { isSlug } from '../../../shared/slugs';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { ProjectStrip } from '../../components/project-card';
import { FeatureList } from '../../components/service-card';
import { AwardIcon, BoltIcon, ShieldIcon } from '../../components/page-icons';
import {
  ArrowRightIcon,
  PageHero,
  CallToAction,
  Link,
  PageLoading,
  PageMessage,
  PhoneIcon,
  PinIcon,
  SectionHeader,
  useBusiness,
  useRouteHead,
  useRouteParams,
} from '../../components/ui';

/** Features shown per service on a neighborhood page. */
export const FEATURES_PER_SERVICE = 3;
/** Projects shown of the neighborhood and its borough. */
const PROJECTS_SHOWN = 3;

export default function NeighborhoodPage() {
  const { slug = '' } = useRouteParams();
  const place = useQuery(itemQuery('neighborhoods', slug));
  const services = useQuery(listQuery('services'));
  const own = useQuery({ ...projectCardsQuery({ neighborhood: slug }), enabled: Boolean(place.data) });
  // The borough's projects, asked for only when the neighborhood has none of its own.
  const boroughs = useQuery({
    ...projectCardsQuery({ borough: place.data?.borough }),
    enabled: Boolean(place.data) && own.isSuccess && own.data.length === 0,
  });
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();

  if (isSlug(slug) && place.isPending) return <PageLoading text="Preparing location details..." />;
  if (place.isError || !place.data) {
    return (
      <PageMessage
        title="Location Not Found"
        text="The terrazzo service area you're looking for doesn't exist."
        link={{ href: '/', label: 'Back to Home' }}
      />
    );
  }
  const { neighborhood, borough, content } = place.data;
  // The neighborhood's own projects, else its borough's.
  const here = (own.data ?? []).slice(0, PROJECTS_SHOWN);
  const nearby = (boroughs.data ?? []).slice(0, PROJECTS_SHOWN);
  const why = [
    {
      Icon: PinIcon,
      title: 'Local Expertise',
      text: `We know ${boroughPossessive(borough)} building stock, boards and access rules, and plan around them.`,
    },
    { Icon: BoltIcon, title: 'Fast Response', text: "We'll contact you within 24 hours with a detailed estimate." },
    {
      Icon: ShieldIcon,
      title: 'Professional Service',
      text: 'Insured crews, protected common areas and a clean site at the end of each day.',
    },
    {
      Icon: AwardIcon,
      title: 'Quality Installation',
      text: `Backed by our ${business.claims.warrantyYears} year warranty on workmanship.`,
    },
  ];

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow={`${borough}, New York`}
        title={`Terrazzo in ${neighborhood}, ${borough}`}
        lead={`Installation, restoration and precast terrazzo for ${neighborhood} homes and buildings.`}
      />
      {/* A neighborhood with a project of its own leads with it; otherwise the borough's come after the page's text. */}
      <ProjectStrip eyebrow="Our work" title={`Our terrazzo work in ${neighborhood}`} projects={here} />

      <section className="section">
        <div className="container content-layout">
          <article className="prose" dangerouslySetInnerHTML={{ __html: content }} />
          <aside className="side-card side-sticky" aria-label="Free estimate">
            <h2>A free estimate in {neighborhood}</h2>
            <p>We'll contact you within 24 hours with a detailed estimate, and visit at a time that suits you.</p>
            <Link to="/contact" className="button button-primary button-block">
              Get Free Estimate <ArrowRightIcon />
            </Link>
            <a href={business.phone.tel} className="button button-outline button-block">
              <PhoneIcon /> Call {business.phone.display}
            </a>
          </aside>
        </div>
      </section>

      {here.length === 0 && <ProjectStrip eyebrow="Our work nearby" title={`Recent projects in ${borough}`} projects={nearby} />}

      <section className="section section-tinted">
        <div className="container">
          <SectionHeader eyebrow="Services" title={<>Terrazzo services in {neighborhood}</>} />
          {services.isPending ?
            <p className="muted">Loading services...</p>
          : <ul className="service-summary-grid">
              {(services.data ?? []).map((service) => (
                <li key={service.slug} className="service-summary">
                  <h3>{service.name}</h3>
                  <FeatureList features={service.features} limit={FEATURES_PER_SERVICE} />
                  <Link to={`/services/${service.slug}`} className="text-link">
                    LEARN MORE<span className="visually-hidden"> about {service.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          }
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHeader
            eyebrow="Why choose us"
            title={
              <>
                Why {neighborhood} chooses {business.name}
              </>
            }
          />
          <ul className="why-grid">
            {why.map(({ Icon, title, text }) => (
              <li key={title} className="why-card">
                <Icon width={28} height={28} className="why-icon" />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={`Start your ${neighborhood} terrazzo project`} />
    </>
  );
}
