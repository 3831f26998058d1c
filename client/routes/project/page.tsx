import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BeforeAfter } from '../../components/before-after';
import type { GalleryItem } from '../../../shared/api-types';
import { isSlug } from '../../../shared/slugs';
import { HeroImage } from '../../components/hero-image';
import { ArrowLeftIcon } from '../../components/page-icons';
import { ProjectImage } from '../../components/project-image';
import {
  ArrowRightIcon,
  Breadcrumb,
  CallToAction,
  Link,
  PAGE_ACTIONS,
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
import projectMessages from '../../../shared/messages/en/project';
import { useLanguage } from '../../current-route';
import { useMessages } from '../../messages';

export default function ProjectPage() {
  const { slug = '' } = useRouteParams();
  const language = useLanguage();
  const t = useMessages('project', projectMessages);
  const { data: project, isPending, isError } = useQuery(itemQuery('gallery', slug, language));
  const { data: all = [] } = useQuery(projectCardsQuery({}, language));
  const { data: reviews = [] } = useQuery(listQuery('reviews'));
  const { breadcrumb } = useRouteHead();
  const business = useBusiness();

  if (isSlug(slug) && isPending) return <PageLoading text={t.loading} />;
  if (isError || !project) {
    return <PageMessage title={t.notFound.title} text={t.notFound.text} link={{ href: '/gallery', label: t.notFound.link }} />;
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
            <div className="hero-actions" {...PAGE_ACTIONS}>
              <Link to="/contact" className="button button-primary button-large">
                {t.estimate} <ArrowRightIcon />
              </Link>
              <a href={business.phone.tel} className="button button-outline button-large">
                <PhoneIcon /> {t.call(business.phone.display)}
              </a>
            </div>
          </div>
          {/* Until a project has a photograph, its picture is a sample of its mix, and says so. */}
          <HeroImage image={project.image} onPhoneFirstScreen caption={project.sample ? t.sampleCaption : undefined} />
        </div>
      </section>

      <ProofStrip reviews={[...about, ...reviews.filter((review) => !about.includes(review))]} />

      <section className="section">
        <div className="container project-layout">
          <div className="project-main">
            {project.description && <p className="project-description">{project.description}</p>}
            {project.beforeAfter && (
              <section className="project-block" aria-labelledby="before-after-heading">
                <h2 id="before-after-heading">{t.beforeAfter}</h2>
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
                <h2 id="photos-heading">{t.photos}</h2>
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

      <nav className="container project-pager" aria-label={t.pager.label}>
        {previous ?
          <Link to={`/gallery/${previous.slug}`} rel="prev">
            <ArrowLeftIcon /> <span>{previous.title}</span>
          </Link>
        : <span />}
        <Link to="/gallery">{t.pager.all}</Link>
        {next ?
          <Link to={`/gallery/${next.slug}`} rel="next">
            <span>{next.title}</span> <ArrowRightIcon />
          </Link>
        : <span />}
      </nav>

      <CallToAction title={t.callToAction.title} text={t.callToAction.text} />
    </>
  );
}

/** Where, what and for whom, as far as the content says: a fact not written is not shown. */
function ProjectFacts({ project }: { project: GalleryItem }) {
  const t = useMessages('project', projectMessages);
  const [place = project.location, borough] = project.location.split(', ');
  // A fact in a sentence's words (the aggregate) reads under its term, not beside it.
  const facts: [term: string, value: ReactNode, prose?: 'prose'][] = [
    [t.facts.service, project.serviceType],
    [t.facts.system, project.system && t.systems[project.system]],
    [
      t.facts.neighborhood,
      project.neighborhood ? <Link to={`/local/${project.neighborhood.slug}`}>{project.neighborhood.name}</Link> : place,
    ],
    [t.facts.borough, project.neighborhood?.borough ?? borough],
    [t.facts.size, project.areaSqFt && t.facts.squareFeet(project.areaSqFt)],
    [t.facts.completed, project.year],
    [t.facts.duration, project.durationDays && t.facts.workingDays(project.durationDays)],
    [t.facts.aggregate, project.aggregate, 'prose'],
    [t.facts.baseColor, project.baseColor],
    [t.facts.dividerStrips, project.dividerStrips],
    [t.facts.client, project.clientType],
    ...(project.credits ?? []).map(({ role, name }): [string, ReactNode] => [role, name]),
  ];
  return (
    <aside className="project-facts" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t.facts.heading}</h2>
      <dl>
        {facts
          .filter(([, value]) => value !== undefined)
          .map(([term, value, prose], index) => (
            <div key={`${index}-${term}`} className={prose && 'fact-prose'}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </aside>
  );
}
