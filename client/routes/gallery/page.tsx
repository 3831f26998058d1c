import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterGallery, GALLERY_FILTERS } from '../../../shared/gallery-filters';
import { projectCardsQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { ProjectCard, SampleNote, SampleTag } from '../../components/project-card';
import { CallToAction, Figures, Link, PageHero, PageLoading, SectionHeader, useBusiness, useRouteHead } from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

/** Where the hero's photo gives way to the grid, whose first photo is then the first screen's. */
const PHONE_FIRST_SCREEN = '(max-width: 960px)';

/** The two featured installations, each with its project in the gallery (for its photo). */
const SIGNATURE_PROJECTS = [
  {
    project: 'airport-concourse-floor',
    title: 'Airport terminal concourse',
    size: '50,000 sq ft',
    text: 'Epoxy terrazzo poured in phased overnight sections so gates stayed open, with waterjet-cut wayfinding bands in zinc.',
  },
  {
    project: 'upper-east-side-museum-floor-restoration',
    title: 'Museum gallery restoration',
    size: 'Historic floor',
    text: 'A 1930s cementitious floor re-ground, patched with matched aggregate and sealed, keeping every original brass strip.',
  },
];

export default function GalleryPage() {
  const { data, isPending } = useQuery(projectCardsQuery());
  const [filter, setFilter] = useState<string>('all');
  const { claims } = useBusiness();
  const { breadcrumb } = useRouteHead();
  if (isPending) return <PageLoading text="Preparing our portfolio..." />;
  const items = filterGallery(data ?? [], filter);
  const bySlug = new Map((data ?? []).map((item) => [item.slug, item]));

  return (
    <>
      <PageHero
        className="gallery-hero"
        breadcrumb={breadcrumb}
        eyebrow="Portfolio"
        title="Our Terrazzo Work"
        lead="Floors, stairs and restorations from schools, restaurants, lobbies and homes across New York."
        aside={data?.[0] && <HeroImage image={data[0].image} sample={data[0].sample} />}
      >
        <Figures
          className="hero-stats"
          items={[
            ['Projects completed', claims.projects],
            ['Boroughs', claims.boroughs],
            ['Years', claims.yearsExperience],
          ]}
        />
      </PageHero>

      <section className="section gallery-projects">
        <div className="container">
          {/* The project cards' h3 titles need an h2 above them (no skipped heading level). */}
          <h2 className="visually-hidden">Projects</h2>
          <div className="filter-bar" role="group" aria-label="Filter projects by service">
            {GALLERY_FILTERS.map((option) => (
              <button
                key={option.value}
                type="button"
                className={filter === option.value ? 'filter-button active' : 'filter-button'}
                aria-pressed={filter === option.value}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {items.length} {items.length === 1 ? 'project' : 'projects'} shown
          </p>
          {items.length === 0 ?
            <div className="empty-state">
              <h2>No Projects Found</h2>
              <p>No projects match this filter yet. Try All Projects to see our full portfolio.</p>
              <button type="button" className="button button-outline" onClick={() => setFilter('all')}>
                Show All Projects
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
          <SectionHeader eyebrow="Featured installations" title="Signature projects" />
          <div className="signature-grid">
            {SIGNATURE_PROJECTS.map((project) => (
              <article key={project.title} className="signature-card terrazzo-dark">
                {bySlug.get(project.project) && (
                  <span className="project-card-photo signature-photo">
                    <ProjectImage
                      image={bySlug.get(project.project)!.image}
                      className="signature-image"
                      sizes="(min-width: 960px) 560px, calc(100vw - 2rem)"
                    />
                    {bySlug.get(project.project)!.sample && <SampleTag />}
                  </span>
                )}
                <p className="signature-size">{project.size}</p>
                <h3>{project.title}</h3>
                <p>{project.text}</p>
                <Link to={`/gallery/${project.project}`} className="signature-link">
                  See the project
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <CallToAction title="Have a project like these?" />
    </>
  );
}
