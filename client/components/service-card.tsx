import type { Service } from '../../shared/api-types';
import serviceCard from '../../shared/messages/en/service-card';
import { ProjectImage } from './project-image';
import { splitFeature } from './split-feature';
import { Link, useMessages } from './ui';

export function FeatureList({ features, limit }: { features: string[]; limit?: number }) {
  return (
    <ul className="check-list">
      {features.slice(0, limit).map((feature) => {
        const { heading, detail } = splitFeature(feature);
        return (
          <li key={feature}>
            <span className="check-icon" aria-hidden="true" />
            <span>{heading ?? detail}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ServiceCard({
  service,
  description = service.description,
  featureLimit,
  showPrice = false,
  headingLevel = 3,
}: {
  service: Service;
  description?: string;
  featureLimit?: number;
  showPrice?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages('serviceCard', serviceCard);
  return (
    <article className="service-card">
      <ServiceImage service={service} className="service-card-image" sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw" />
      <div className="service-card-body">
        <Heading className="service-card-title">{service.name}</Heading>
        {showPrice && service.price && (
          <p className="service-card-price">
            {t.price.before}
            <strong>{service.price}</strong>
            {t.price.after}
          </p>
        )}
        <p>{description}</p>
        <FeatureList features={service.features} limit={featureLimit} />
        <Link to={`/services/${service.slug}`} className="text-link">
          {t.learnMore}
          <span className="visually-hidden">
            {t.learnMoreAbout}
            {service.name}
          </span>
        </Link>
      </div>
    </article>
  );
}

/** The service's project image, or a terrazzo swatch when it has none. */
export function ServiceImage({ service, className, sizes }: { service: Service; className: string; sizes: string }) {
  if (service.image) return <ProjectImage image={service.image} sizes={sizes} className={className} />;
  return <div className={`${className} terrazzo-swatch`} data-variant={service.id % 6} aria-hidden="true" />;
}
