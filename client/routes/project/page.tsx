import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GalleryItem } from '../../../shared/api-types';
import { isSlug } from '../../../shared/slugs';
import { BeforeAfter } from '../../components/before-after';
import { HeroImage } from '../../components/hero-image';
import { ArrowLeftIcon } from '../../components/page-icons';
import { ProjectImage } from '../../components/project-image';
import {
  ArrowRightIcon,
  Breadcrumb,
  CallToAction,
  Link,
  PageLoading,
  PageMessage,
  PhoneIcon,
  PinIcon,
  useBusiness,
  useRouteHead,
  useRouteParams,
} from '../../components/ui';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { ProofStrip } from '../../components/proof-strip';

/** What a project was made with, in a client's words. */
const SYSTEM_LABELS: Record<NonNullable<GalleryItem['system']>, string> = {
  epoxy: 'Epoxy terrazzo',
  cementitious: 'Cementitious terrazzo',
  precast: 'Precast terrazzo',
  restoration: 'Restoration of an existing floor',
};

/** Until a project has a photograph, its picture is a sample of its mix, and says so. */
const SAMPLE_CAPTION = "A sample of this project's terrazzo mix, not a photograph of the floor.";

export default function ProjectPage() {
  const { slug = '' } = useRouteParams();
  const { data: project, isPending, isError } = useQuery(itemQuery('gallery', slug));
  const { data: all = [] } = useQuery(projectCardsQuery());
  const { data: reviews = [] } = useQuery(listQuery('reviews'));
  const { breadcrumb } = useRouteHead();
  const business = useBusiness();

  if (isSlug(slug) && isPending) return <PageLoading text="Preparing the project..." />;
  if (isError || !project) {
    return (
      <PageMessage
        title="Project Not Found"
        text="The project you're looking for isn't in our gallery."
        link={{ href: '/gallery', label: 'See All Projects' }}
      />
    );
  }
  const index = all.findIndex((item) => item.slug === project.slug);
  const previous = index > 0 ? all[index - 1] : undefined;
  const next = index >= 0 ? all[index + 1] : undefined;
  // Reviews of this project first.
  const about = reviews.filter((review) => review.project?.slug === project.slug);

  return (
    <>
      <section className="page-hero terrazzo-dark project-hero">
        <div className="container page-hero-grid">
          <div className="page-hero-text">
            <Breadcrumb items={breadcrumb} />
            <p className="eyebrow">{project.serviceType}</p>
            <h1>{project.title}</h1>
            <p className="lead project-place">
              <PinIcon width={18} height={18} />{' '}
              {project.neighborhood ?
                <Link to={`/local/${project.neighborhood.slug}`}>{project.location}</Link>
              : project.location}
            </p>
            <div className="hero-actions">
              <Link to="/contact" className="button button-primary button-large">
                Get a free estimate for a floor like this <ArrowRightIcon />
              </Link>
              <a href={business.phone.tel} className="button button-outline button-large">
                <PhoneIcon /> Call {business.phone.display}
              </a>
            </div>
          </div>
          <HeroImage image={project.image} onPhoneFirstScreen caption={project.sample ? SAMPLE_CAPTION : undefined} />
        </div>
      </section>

      <ProofStrip reviews={[...about, ...reviews.filter((review) => !about.includes(review))]} />

      <section className="section">
        <div className="container project-layout">
          <div className="project-main">
            {project.description && <p className="project-description">{project.description}</p>}
            {project.beforeAfter && (
              <section className="project-block" aria-labelledby="before-after-heading">
                <h2 id="before-after-heading">Before and after</h2>
                <BeforeAfter
                  before={project.beforeAfter.before}
                  after={project.beforeAfter.after}
                  illustration={project.beforeAfter.illustration}
                  subject={project.title}
                  sizes="(min-width: 1100px) 700px, calc(100vw - 2rem)"
                />
              </section>
            )}
            {project.photos.length > 0 && (
              <section className="project-block" aria-labelledby="photos-heading">
                <h2 id="photos-heading">Photos of the work</h2>
                <ul className="project-photos">
                  {project.photos.map((photo) => (
                    <li key={photo.url}>
                      <ProjectImage image={photo} sizes="(min-width: 1100px) 700px, calc(100vw - 2rem)" widths={[480, 780, 960, 1440]} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <ProjectFacts project={project} />
        </div>
      </section>

      <nav className="container project-pager" aria-label="More projects">
        {previous ?
          <Link to={`/gallery/${previous.slug}`} rel="prev">
            <ArrowLeftIcon /> <span>{previous.title}</span>
          </Link>
        : <span />}
        <Link to="/gallery">All projects</Link>
        {next ?
          <Link to={`/gallery/${next.slug}`} rel="next">
            <span>{next.title}</span> <ArrowRightIcon />
          </Link>
        : <span />}
      </nav>

      <CallToAction
        title="Planning a floor like this?"
        text="Tell us about your space: we'll contact you within 24 hours with a detailed estimate."
      />
    </>
  );
}

/** Where and what, as far as they are known. */
function ProjectFacts({ project }: { project: GalleryItem }) {
  const [place = project.location, borough] = project.location.split(', ');
  const facts: [term: string, value: ReactNode][] = [
    ['Service', project.serviceType],
    ['System', project.system && SYSTEM_LABELS[project.system]],
    ['Neighborhood', project.neighborhood ? <Link to={`/local/${project.neighborhood.slug}`}>{project.neighborhood.name}</Link> : place],
    ['Borough', project.neighborhood?.borough ?? borough],
    ['Size', project.areaSqFt && `${project.areaSqFt.toLocaleString('en-US')} sq ft`],
    ['Completed', project.year],
  ];
  return (
    <aside className="project-facts" aria-labelledby="facts-heading">
      <h2 id="facts-heading">Project facts</h2>
      <dl>
        {facts
          .filter(([, value]) => value !== undefined)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </aside>
  );
}
