import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BOROUGHS } from '../../shared/constants';
import { isSlug, serviceLocationSlug } from '../../shared/slugs';
import { serviceQuery } from '../data/queries';
import { ProcessSteps } from '../components/process-steps';
import { splitFeature } from '../components/split-feature';
import {
  ArrowRightIcon,
  Breadcrumb,
  CallToAction,
  Link,
  PageLoading,
  PageMessage,
  PhoneIcon,
  useBusiness,
  useRouteHead,
} from '../components/ui';

const STEPS = [
  { title: 'Consultation', text: 'We walk the space, check the substrate and agree on scope, budget and schedule.' },
  { title: 'Design', text: 'Samples, color matching and layout drawings for strips, borders and inlays.' },
  { title: 'Preparation', text: 'Moisture testing, crack isolation and a clean, profiled, level substrate.' },
  { title: 'Installation', text: 'Pour or set, grind, grout, polish and seal, then a final walkthrough.' },
];

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const { data: service, isPending, isError } = useQuery(serviceQuery(slug));
  const business = useBusiness();
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
      <section className="page-hero terrazzo-dark">
        <div className="container detail-hero">
          <div>
            <Breadcrumb items={breadcrumb} />
            <p className="eyebrow">Terrazzo service</p>
            <h1>{service.name}</h1>
            <p className="lead">{service.description}</p>
            <div className="hero-actions">
              <Link to="/contact" className="button button-primary button-large">
                Get Free Estimate <ArrowRightIcon />
              </Link>
              <a href={business.secondaryPhone.tel} className="button button-light button-large">
                <PhoneIcon /> {business.secondaryPhone.display}
              </a>
            </div>
          </div>
          {service.price && (
            <aside className="price-box" aria-label="Starting price">
              <span className="price-box-label">Starting at</span>
              <span className="price-box-amount">{service.price}</span>
              <span className="price-box-unit">per sq ft, installed</span>
              <span className="price-box-note">Final price depends on area, design and site access.</span>
            </aside>
          )}
        </div>
      </section>

      <section className="section">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">Scope</p>
            <h2>What's Included</h2>
          </header>
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

      <ProcessSteps steps={STEPS} title={`How ${service.name.toLowerCase()} works`} />

      <section className="section">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">Where we work</p>
            <h2>{service.name} near you</h2>
          </header>
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
