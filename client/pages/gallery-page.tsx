import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GalleryItem } from '../../shared/api-types';
import { galleryQuery } from '../data/queries';
import { galleryImage, ProjectImage } from '../components/project-image';
import { CallToAction, PageHero, PageLoading, PinIcon, useBusiness, useRouteHead } from '../components/ui';

/** The filter buttons, in the product's order; the default is all. */
export const GALLERY_FILTERS = [
  { value: 'all', label: 'All Projects' },
  { value: 'custom', label: 'Custom' },
  { value: 'precast', label: 'Precast' },
  { value: 'restoration', label: 'Restoration' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'residential', label: 'Residential' },
] as const;

/** A case-insensitive substring match against each item's serviceType. */
export function filterGallery(items: GalleryItem[], filter: string): GalleryItem[] {
  if (filter === 'all') return items;
  const needle = filter.toLowerCase();
  return items.filter((item) => item.serviceType.toLowerCase().includes(needle));
}

const SIGNATURE_PROJECTS = [
  {
    title: 'Airport terminal concourse',
    size: '50,000 sq ft',
    text: 'Epoxy terrazzo poured in phased overnight sections so gates stayed open, with waterjet-cut wayfinding bands in zinc.',
  },
  {
    title: 'Museum gallery restoration',
    size: 'Historic floor',
    text: 'A 1930s cementitious floor re-ground, patched with matched aggregate and sealed, keeping every original brass strip.',
  },
];

export default function GalleryPage() {
  const { data, isPending } = useQuery(galleryQuery());
  const [filter, setFilter] = useState<string>('all');
  const { claims } = useBusiness();
  const { breadcrumb } = useRouteHead();
  if (isPending) return <PageLoading text="Preparing our portfolio..." />;
  const items = filterGallery(data ?? [], filter);

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Portfolio"
        title="Our Terrazzo Work"
        lead="Floors, stairs and restorations from schools, restaurants, lobbies and homes across New York."
      >
        <dl className="hero-stats">
          <div>
            <dt>Projects completed</dt>
            <dd>{claims.projects}</dd>
          </div>
          <div>
            <dt>Boroughs</dt>
            <dd>{claims.boroughs}</dd>
          </div>
          <div>
            <dt>Years</dt>
            <dd>{claims.yearsExperience}</dd>
          </div>
        </dl>
      </PageHero>

      <section className="section">
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
          : <ul className="project-grid">
              {items.map((item) => (
                <li key={item.slug} className="project-card">
                  <ProjectImage image={galleryImage(item)} sizes="(min-width: 960px) 380px, (min-width: 640px) 50vw, 100vw" />
                  <div className="project-card-body">
                    <h3 className="project-card-title">{item.title}</h3>
                    <p className="project-card-location">
                      <PinIcon width={16} height={16} /> {item.location}
                    </p>
                    <p className="project-card-meta">{item.serviceType}</p>
                  </div>
                </li>
              ))}
            </ul>
          }
        </div>
      </section>

      <section className="section section-tinted">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">Featured installations</p>
            <h2>Signature projects</h2>
          </header>
          <div className="signature-grid">
            {SIGNATURE_PROJECTS.map((project) => (
              <article key={project.title} className="signature-card terrazzo-dark">
                <p className="signature-size">{project.size}</p>
                <h3>{project.title}</h3>
                <p>{project.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <CallToAction title="Have a project like these?" />
    </>
  );
}
