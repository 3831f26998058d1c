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
  useBusiness,
  useMessages,
  useRouteHead,
  useLanguage,
  useRouteParams,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';
import serviceDetail from '../../../shared/messages/en/service-detail';

type Steps = (typeof serviceDetail)['steps']['items'];

/** The four steps in the general wording, with the service's own text (content) where its work differs. */
const stepsOf = (service: Service, steps: Steps) =>
  Object.entries(steps).map(([key, step]) => ({ ...step, text: service.steps?.[key as keyof Steps] ?? step.text }));

/** The service's projects shown, newest in the gallery's order first. */
const PROJECTS_SHOWN = 3;

export default function ServiceDetailPage() {
  const { slug = '' } = useRouteParams();
  const language = useLanguage();
  const { data: service, isPending, isError } = useQuery(itemQuery('services', slug, language));
  const filter = service && filterOfService(service.slug);
  const projects = useQuery({ ...projectCardsQuery({ filter }, language), enabled: Boolean(filter) });
  const { breadcrumb } = useRouteHead();
  const t = useMessages('serviceDetail', serviceDetail);
  const business = useBusiness();

  if (isSlug(slug) && isPending) return <PageLoading text={t.loading} />;
  if (isError || !service) {
    return <PageMessage title={t.notFound.title} text={t.notFound.text} link={{ href: '/services', label: t.notFound.back }} />;
  }

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow={t.eyebrow}
        title={service.name}
        lead={service.description}
        aside={service.image && <HeroImage image={service.image} onPhoneFirstScreen />}
        actions={<ContactActions phone="secondary" />}
      >
        <p className="second-line">{t.secondLine(business.phone.display)}</p>
        {service.price && (
          <aside className="price-box" aria-label={t.price.label}>
            <span className="price-box-label">{t.price.from}</span>
            <span className="price-box-amount">{service.price}</span>
            <span className="price-box-unit">{t.price.unit}</span>
            <span className="price-box-note">{t.price.note}</span>
          </aside>
        )}
      </PageHero>

      <section className="section">
        <div className="container">
          <SectionHeader eyebrow={t.scope.eyebrow} title={t.scope.title} />
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

      <ProcessSteps steps={stepsOf(service, t.steps.items)} title={t.steps.title(service.name)} />

      <ProjectStrip
        eyebrow={t.projects.eyebrow}
        title={t.projects.title(service)}
        projects={(filter && projects.data?.slice(0, PROJECTS_SHOWN)) || []}
      />

      <section className="section">
        <div className="container">
          <SectionHeader
            eyebrow={t.areas.eyebrow}
            title={
              <>
                {service.name}
                {t.areas.nearYou}
              </>
            }
          />
          <ul className="area-links">
            {BOROUGHS.map((area) => (
              <li key={area}>
                <Link to={`/service-location/${serviceLocationSlug(service.slug, area)}`}>
                  {service.name}
                  {t.areas.in}
                  {t.areas.area(area)}
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
