import { AwardIcon, GemIcon, ShieldIcon } from '../../components/page-icons';
import { useQuery } from '@tanstack/react-query';
import { projectCardsQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { SampleNote, SampleTag } from '../../components/sample-tag';
import {
  CallToAction,
  Credentials,
  Figures,
  Link,
  PageHero,
  SectionHeader,
  useBusiness,
  useLanguage,
  useMessages,
  useRouteHead,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';
import about from '../../../shared/messages/en/about';

/** The values, in the catalog's words, each with its icon. */
const VALUES = [
  { key: 'quality', Icon: GemIcon },
  { key: 'craftsmanship', Icon: AwardIcon },
  { key: 'service', Icon: ShieldIcon },
] as const;

export default function AboutPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const { claims } = business;
  const t = useMessages('about', about);
  // The workshop's range: the featured projects, floors to stairs to restorations.
  const range = useQuery(projectCardsQuery({ featured: true }, useLanguage())).data ?? [];
  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title(business.name)}
        lead={t.hero.lead(claims.yearsExperience)}
        aside={range[0] && <HeroImage image={range[0].image} sample={range[0].sample} onPhoneFirstScreen />}
      />
      <section className="section">
        <div className="container story-grid">
          <div className="prose">
            <h2>{t.story.title}</h2>
            <p>
              {t.story.history.before} {claims.yearsExperience.replace('+', '')}
              {t.story.history.after}
            </p>
            <p>
              {t.story.today.before}
              {claims.projects}
              {t.story.today.after}
            </p>
            <h2>{t.method.title}</h2>
            <p>
              {t.method.text.before} {claims.warrantyYears}
              {t.method.text.after}
            </p>
            <Credentials className="credentials credentials-about" />
          </div>
          <Figures
            className="stat-stack"
            items={[
              [t.figures.boroughs, claims.boroughs],
              [t.figures.neighborhoods, claims.neighborhoods],
              [t.figures.services, claims.services],
            ]}
          />
        </div>
      </section>
      {range.length > 1 && (
        <section className="section section-tinted">
          <div className="container">
            <SectionHeader eyebrow={t.range.eyebrow} title={t.range.title} lead={t.range.lead} />
            <ul className="range-grid">
              {range.slice(1, 5).map((item) => (
                <li key={item.slug}>
                  <Link to={`/gallery/${item.slug}`} className="range-card">
                    <span className="project-card-photo">
                      <ProjectImage image={item.image} sizes="(min-width: 1100px) 270px, (min-width: 561px) 45vw, calc(50vw - 1.4rem)" />
                      {item.sample && <SampleTag />}
                    </span>
                    <span className="range-title">{item.title}</span>
                    <span className="range-type">{item.serviceType}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <SampleNote projects={range.slice(1, 5)} />
          </div>
        </section>
      )}
      <section className="section">
        <div className="container">
          <SectionHeader eyebrow={t.values.eyebrow} title={t.values.title} />
          <ul className="why-grid why-grid-3">
            {VALUES.map(({ key, Icon }) => (
              <li key={key} className="why-card">
                <Icon width={28} height={28} className="why-icon" />
                <h3>{t.values[key].title}</h3>
                <p>{t.values[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
