import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../data/queries';
import { ProcessSteps } from '../../components/process-steps';
import { FeatureList, ServiceImage } from '../../components/service-card';
import { CallToAction, Figures, Link, PageHero, PageLoading, useBusiness, useRouteHead } from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

const STEPS = [
  { title: 'Consultation', text: 'A site visit to measure, test the slab and talk through use, budget and schedule.' },
  { title: 'Design', text: 'Sample boards, color matching and shop drawings for strips, borders and inlays.' },
  { title: 'Fabrication', text: 'Precast pieces cast, cured and ground in our shop while the site is prepared.' },
  { title: 'Installation', text: 'Pour, grind, grout, polish and seal, with a walkthrough before we hand over.' },
];

export default function ServicesPage() {
  const { data: services, isPending } = useQuery(listQuery('services'));
  const { claims } = useBusiness();
  const { breadcrumb } = useRouteHead();
  if (isPending) return <PageLoading text="Preparing our services..." />;
  const heroImage = services?.find((service) => service.image)?.image;

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="What we do"
        title="Terrazzo Services"
        lead="Installation, precast fabrication, restoration and design, for commercial buildings and private homes."
        aside={heroImage && <HeroImage image={heroImage} />}
      >
        <Figures
          className="hero-stats"
          items={[
            ['Services', claims.services],
            ['Neighborhoods', claims.neighborhoodsServicesPage],
            ['Projects', claims.projects],
            ['Warranty', `${claims.warrantyYears} yrs`],
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
                    Starting at <strong>{service.price}</strong> per sq ft
                  </p>
                )}
                <p>{service.description}</p>
                <h3 className="small-heading">What's Included</h3>
                <FeatureList features={service.features} />
                <div className="row-actions">
                  <Link to={`/services/${service.slug}`} className="button button-outline">
                    LEARN MORE<span className="visually-hidden"> about {service.name}</span>
                  </Link>
                  <Link to="/contact" className="button button-primary">
                    GET QUOTE<span className="visually-hidden"> for {service.name}</span>
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
      </section>

      <ProcessSteps steps={STEPS} title="How a project runs" />
      <CallToAction />
    </>
  );
}
