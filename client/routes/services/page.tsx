import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../data/queries';
import { ProcessSteps } from '../../components/process-steps';
import { FeatureList, ServiceImage } from '../../components/service-card';
import {
  CallToAction,
  Figures,
  Link,
  PageHero,
  PageLoading,
  useBusiness,
  useLanguage,
  useMessages,
  useRouteHead,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';
import servicesMessages from '../../../shared/messages/en/services';

export default function ServicesPage() {
  const { data: services, isPending } = useQuery(listQuery('services', undefined, useLanguage()));
  const { claims } = useBusiness();
  const { breadcrumb } = useRouteHead();
  const t = useMessages('services', servicesMessages);
  if (isPending) return <PageLoading text={t.loading} />;
  const heroImage = services?.find((service) => service.image)?.image;

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        aside={heroImage && <HeroImage image={heroImage} />}
      >
        <Figures
          className="hero-stats"
          items={[
            [t.figures.services, claims.services],
            [t.figures.neighborhoods, claims.neighborhoodsServicesPage],
            [t.figures.projects, claims.projects],
            [t.figures.warranty, t.figures.warrantyYears(claims.warrantyYears)],
          ]}
        />
      </PageHero>

      <section className="section">
        <div className="container service-list">
          {(services ?? []).map((service) => (
            <article key={service.slug} className="service-row">
              {/* On wide screens the photo fills a column as tall as the text (about 460 × 600 px, cropped): the file must cover the height. */}
              <ServiceImage service={service} className="service-row-image" sizes="(min-width: 961px) 840px, calc(100vw - 2rem)" />
              <div className="service-row-body">
                <h2>{service.name}</h2>
                {service.price && (
                  <p className="price-tag">
                    {t.price.before}
                    <strong>{service.price}</strong>
                    {t.price.after}
                  </p>
                )}
                <p>{service.description}</p>
                <h3 className="small-heading">{t.included}</h3>
                <FeatureList features={service.features} />
                <div className="row-actions">
                  <Link to={`/services/${service.slug}`} className="button button-outline">
                    {t.learnMore.label}
                    <span className="visually-hidden">
                      {t.learnMore.hidden}
                      {service.name}
                    </span>
                  </Link>
                  <Link to="/contact" className="button button-primary">
                    {t.getQuote.label}
                    <span className="visually-hidden">
                      {t.getQuote.hidden}
                      {service.name}
                    </span>
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
      </section>

      <ProcessSteps steps={t.steps.items} title={t.steps.title} />
      <CallToAction />
    </>
  );
}
