import { useQuery } from '@tanstack/react-query';
import type { Service } from '../../../shared/api-types';
import { BOROUGHS } from '../../../shared/constants';
import { isSlug, serviceLocationSlug } from '../../../shared/slugs';
import { filterOfService } from '../../../shared/gallery-filters';
import { itemQuery, projectCardsQuery } from '../../data/queries';
import { ProjectStrip } from '../../components/project-card';
import { ProcessSteps } from '../../components/process-steps';
import { splitFeature } from '../../components/split-feature';
import {
  CallToAction,
  ContactActions,
  Link,
  PageHero,
  PageLoading,
  PageMessage,
  SectionHeader,
  useRouteHead,
  useRouteParams,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

/** The four steps, in the general wording; a service's own `steps` replace it where the work differs. */
const STEPS = {
  consultation: { title: 'Consultation', text: 'We walk the space, check the substrate and agree on scope, budget and schedule.' },
  design: { title: 'Design', text: 'Samples, color matching and layout drawings for strips, borders and inlays.' },
  preparation: { title: 'Preparation', text: 'Moisture testing, crack isolation and a clean, profiled, level substrate.' },
  installation: { title: 'Installation', text: 'Pour or set, grind, grout, polish and seal, then a final walkthrough.' },
};

const stepsOf = (service: Service) =>
  Object.entries(STEPS).map(([key, step]) => ({ ...step, text: service.steps?.[key as keyof typeof STEPS] ?? step.text }));

/** The service's projects shown, newest in the gallery's order first. */
const PROJECTS_SHOWN = 3;

export default function ServiceDetailPage() {
  const { slug = '' } = useRouteParams();
  const { data: service, isPending, isError } = useQuery(itemQuery('services', slug));
  const filter = service && filterOfService(service.slug);
  const projects = useQuery({ ...projectCardsQuery({ filter }), enabled: Boolean(filter) });
  const { breadcrumb } = useRouteHead();

  if (isSlug(slug) && isPending) return <PageLoading text="Preparing service details..." />;
  if (isError || !service) {
    return (
      <PageMessage
        title="Service Not Found"
        text="The terrazzo service you're looking for doesn't exist."
        link={{ href: '/services', label: 'Back to Services' }}
      />
    );
  }

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Terrazzo service"
        title={service.name}
        lead={service.description}
        aside={service.image && <HeroImage image={service.image} onPhoneFirstScreen />}
        actions={<ContactActions phone="secondary" />}
      >
        {service.price && (
          <aside className="price-box" aria-label="Starting price">
            <span className="price-box-label">Starting at</span>
            <span className="price-box-amount">{service.price}</span>
            <span className="price-box-unit">per sq ft, installed</span>
            <span className="price-box-note">Final price depends on area, design and site access.</span>
          </aside>
        )}
      </PageHero>

      <section className="section">
        <div className="container">
          <SectionHeader eyebrow="Scope" title="What's Included" />
          <ul className="feature-grid">
            {service.features.map((feature) => {
              const { heading, detail } = splitFeature(feature);
              return (
                <li key={feature} className="feature-card">
                  <span className="check-icon" aria-hidden="true" />
                  <div>
                    {heading && <h3>{heading}</h3>}
                    <p>{detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ProcessSteps steps={stepsOf(service)} title={`How ${service.name.toLowerCase()} works`} />

      <ProjectStrip
        eyebrow="Our work"
        title={`Recent ${service.shortName.toLowerCase()} projects`}
        projects={(filter && projects.data?.slice(0, PROJECTS_SHOWN)) || []}
      />

      <section className="section">
        <div className="container">
          <SectionHeader eyebrow="Where we work" title={<>{service.name} near you</>} />
          <ul className="area-links">
            {BOROUGHS.map((area) => (
              <li key={area}>
                <Link to={`/service-location/${serviceLocationSlug(service.slug, area)}`}>
                  {service.name} in {area}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction phone="secondary" />
    </>
  );
}
