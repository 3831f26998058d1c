import { useQuery } from '@tanstack/react-query';
import { sitemapLinkPath, type SitemapLinks, type SitemapSection } from '../../../shared/html-sitemap';
import { readQuery } from '../../data/queries';
import { Link, PageHero, PageLoading, useRouteHead } from '../../components/ui';

/** Every page of the site, in the sections the route registry declares (the server builds them). */
export default function SitemapPage() {
  const { data: sections, isPending } = useQuery(readQuery('sitemap'));
  const { breadcrumb } = useRouteHead();
  if (isPending) return <PageLoading text="Preparing the site map..." />;

  return (
    <>
      <PageHero breadcrumb={breadcrumb} title="Site Map" lead="Every page of our website in one place." />
      {(sections ?? []).map((section, index) => (
        <section key={section.title} className={index % 2 === 1 ? 'section section-tinted' : 'section'}>
          <div className="container">
            <h2>{section.title}</h2>
            <SectionLinks section={section} />
          </div>
        </section>
      ))}
    </>
  );
}

/** A section's own links in one list, then its groups under their headings (with a count). */
function SectionLinks({ section }: { section: SitemapSection }) {
  return (
    <>
      {section.links.items.length > 0 && <LinkList links={section.links} className="sitemap-list" />}
      {section.groups.length > 0 && (
        <div className="sitemap-groups">
          {section.groups.map((group) => (
            <section key={group.label} className="sitemap-group">
              <h3>
                {group.path ?
                  <Link to={group.path}>{group.label}</Link>
                : group.label}{' '}
                <span className="count">({group.items.length})</span>
              </h3>
              <LinkList links={group} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}

function LinkList({ links, className }: { links: SitemapLinks; className?: string }) {
  return (
    <ul className={className}>
      {links.items.map((link) => {
        const path = sitemapLinkPath(links, link);
        return (
          <li key={path}>
            <Link to={path}>{link.label}</Link>
          </li>
        );
      })}
    </ul>
  );
}
