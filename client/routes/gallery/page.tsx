import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterGallery, GALLERY_FILTERS } from '../../../shared/gallery-filters';
import { projectCardsQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { ProjectCard } from '../../components/project-card';
import { SampleNote, SampleTag } from '../../components/sample-tag';
import { CallToAction, Figures, Link, PageHero, PageLoading, SectionHeader, useBusiness, useRouteHead } from '../../components/ui';
import { HeroImage } from '../../components/hero-image';
import gallery from '../../../shared/messages/en/gallery';
import { useLanguage } from '../../current-route';
import { useMessages } from '../../messages';

/** Where the hero's photo gives way to the grid, whose first photo is then the first screen's. */
const PHONE_FIRST_SCREEN = '(max-width: 960px)';

/** The two featured installations, each by its project in the gallery (for its photo); their words are the catalog's. */
const SIGNATURE_PROJECTS = ['airport-concourse-floor', 'upper-east-side-museum-floor-restoration'] as const;

export default function GalleryPage() {
  const language = useLanguage();
  const t = useMessages('gallery', gallery);
  const { data, isPending } = useQuery(projectCardsQuery({}, language));
  const [filter, setFilter] = useState<string>('all');
  const { claims } = useBusiness();
  const { breadcrumb } = useRouteHead();
  if (isPending) return <PageLoading text={t.loading} />;
  const items = filterGallery(data ?? [], filter);
  const bySlug = new Map((data ?? []).map((item) => [item.slug, item]));

  return (
    <>
      <PageHero
        className="gallery-hero"
        breadcrumb={breadcrumb}
        eyebrow={t.eyebrow}
        title={t.title}
        lead={t.lead}
        aside={data?.[0] && <HeroImage image={data[0].image} sample={data[0].sample} />}
      >
        <Figures
          className="hero-stats"
          items={[
            [t.stats.projects, claims.projects],
            [t.stats.boroughs, claims.boroughs],
            [t.stats.years, claims.yearsExperience],
          ]}
        />
      </PageHero>

      <section className="section gallery-projects">
        <div className="container">
          {/* The project cards' h3 titles need an h2 above them (no skipped heading level). */}
          <h2 className="visually-hidden">{t.projectsHeading}</h2>
          <div className="filter-bar" role="group" aria-label={t.filterLabel}>
            {GALLERY_FILTERS.map((option) => (
              <button
                key={option.value}
                type="button"
                className={filter === option.value ? 'filter-button active' : 'filter-button'}
                aria-pressed={filter === option.value}
                onClick={() => setFilter(option.value)}
              >
                {t.filters[option.value]}
              </button>
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {t.shown(items.length)}
          </p>
          {items.length === 0 ?
            <div className="empty-state">
              <h2>{t.empty.title}</h2>
              <p>{t.empty.text}</p>
              <button type="button" className="button button-outline" onClick={() => setFilter('all')}>
                {t.empty.button}
              </button>
            </div>
          : <>
              <ul className="project-grid">
                {items.map((item, index) => (
                  <ProjectCard key={item.slug} project={item} priority={index === 0 ? { media: PHONE_FIRST_SCREEN } : undefined} />
                ))}
              </ul>
              <SampleNote projects={items} />
            </>
          }
        </div>
      </section>

      <section className="section section-tinted">
        <div className="container">
          <SectionHeader eyebrow={t.signature.eyebrow} title={t.signature.title} />
          <div className="signature-grid">
            {SIGNATURE_PROJECTS.map((slug) => {
              const words = t.signature.projects[slug];
              const item = bySlug.get(slug);
              return (
                <article key={slug} className="signature-card terrazzo-dark">
                  {item && (
                    <span className="project-card-photo signature-photo">
                      <ProjectImage image={item.image} className="signature-image" sizes="(min-width: 960px) 560px, calc(100vw - 2rem)" />
                      {item.sample && <SampleTag />}
                    </span>
                  )}
                  <p className="signature-size">{words.size}</p>
                  <h3>{words.title}</h3>
                  <p>{words.text}</p>
                  <Link to={`/gallery/${slug}`} className="signature-link">
                    {t.signature.link}
                  </Link>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <CallToAction title={t.callToAction} />
    </>
  );
}
