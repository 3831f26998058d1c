import type { ProjectCard as Project } from '../../shared/api-contract';
import { Link } from './link';
import { ProjectImage } from './project-image';
import { SampleNote, SampleTag } from './sample-tag';

/** The grid's widths: one column on phones, two on tablets, three from 1100 px. */
const GRID_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) calc(50vw - 3rem), calc(100vw - 2rem)';
/** A strip of one project: from 700 px its photo is three fifths of the row (.project-grid-single). */
const SINGLE_SIZES = '(min-width: 1200px) 680px, (min-width: 700px) 60vw, calc(100vw - 2rem)';
/** A strip of two: two columns from 700 px (.project-grid-pair). */
const PAIR_SIZES = '(min-width: 1200px) 560px, (min-width: 700px) calc(50vw - 3rem), calc(100vw - 2rem)';

/**
 * A project's card, one link to its page: its picture (tagged when it is a
 * sample of the mix, not a photograph), its title, where, and its service.
 */
export function ProjectCard({
  project,
  priority,
  headingLevel = 3,
  sizes = GRID_SIZES,
}: {
  project: Project;
  /** ProjectImage's `priority`: the card's photo is a first screen's largest image. */
  priority?: { media: string };
  headingLevel?: 2 | 3;
  /** The photo's widths where the card is laid out otherwise than in the three-column grid. */
  sizes?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="project-card">
      <Link to={`/gallery/${project.slug}`} className="project-card-link">
        <span className="project-card-photo">
          <ProjectImage image={project.image} sizes={sizes} priority={priority} />
          {project.sample && <SampleTag />}
        </span>
        <div className="project-card-body">
          <Heading className="project-card-title">{project.title}</Heading>
          <p className="project-card-location">{project.location}</p>
          <p className="project-card-meta">{project.serviceType}</p>
        </div>
      </Link>
    </li>
  );
}

/** A section of project cards ("Our work nearby"); nothing when there are none. */
export function ProjectStrip({ eyebrow, title, projects }: { eyebrow: string; title: string; projects: readonly Project[] }) {
  if (projects.length === 0) return null;
  // One or two cards take the whole row, so no empty columns are left beside them.
  const layout =
    projects.length === 1 ? { className: 'project-grid project-grid-single', sizes: SINGLE_SIZES }
    : projects.length === 2 ? { className: 'project-grid project-grid-pair', sizes: PAIR_SIZES }
    : { className: 'project-grid', sizes: GRID_SIZES };
  return (
    <section className="section project-strip" aria-labelledby="project-strip-heading">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="project-strip-heading" className="project-strip-title">
          {title}
        </h2>
        <ul className={layout.className}>
          {projects.map((project) => (
            <ProjectCard key={project.slug} project={project} sizes={layout.sizes} />
          ))}
        </ul>
        <SampleNote projects={projects} />
      </div>
    </section>
  );
}
