import { AwardIcon, GemIcon, ShieldIcon } from '../../components/page-icons';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../data/queries';
import { ProjectImage } from '../../components/project-image';
import { CallToAction, Credentials, Figures, Link, PageHero, SectionHeader, useBusiness, useRouteHead } from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

const VALUES = [
  {
    Icon: GemIcon,
    title: 'Quality',
    text: 'We test every slab for moisture and movement before we pour, and we grind until the aggregate shows the way it was designed to.',
  },
  {
    Icon: AwardIcon,
    title: 'Craftsmanship',
    text: 'Strips set by hand, chips seeded by eye, edges finished at the wall: terrazzo is a trade, and our crews learned it on the job.',
  },
  {
    Icon: ShieldIcon,
    title: 'Service',
    text: 'One project lead from estimate to walkthrough, a written schedule, and a crew that comes back if anything needs attention.',
  },
];

export default function AboutPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const { claims } = business;
  // The workshop's range: the featured projects, floors to stairs to restorations.
  const range = useQuery(readQuery('featuredGallery')).data ?? [];
  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Our story"
        title={`About ${business.name}`}
        lead={`${claims.yearsExperience} years of terrazzo in New York, one floor at a time.`}
        aside={range[0] && <HeroImage image={range[0].image} onPhoneFirstScreen />}
      />
      <section className="section">
        <div className="container story-grid">
          <div className="prose">
            <h2>A New York trade, kept alive</h2>
            <p>
              Terrazzo came to New York with Italian mosaic workers, and it built the city's lobbies, subway mezzanines, schools and
              department stores through the twentieth century. Our company grew out of that tradition: for more than{' '}
              {claims.yearsExperience.replace('+', '')} years, our crews have poured, ground and polished floors across the five boroughs
              and Long Island.
            </p>
            <p>
              Today we work in both worlds. We install modern thin-set epoxy terrazzo for schools, restaurants and transit projects, cast
              precast stair treads and countertops in our own shop, and restore the original cementitious floors that make pre-war lobbies
              worth walking into. More than {claims.projects} projects later, the work is the same: careful preparation, honest materials,
              and a finish that lasts as long as the building.
            </p>
            <h2>How we work</h2>
            <p>
              Every project starts with a visit and ends with a walkthrough. In between, one project lead answers your calls, coordinates
              with your board, architect or general contractor, and keeps the site clean and safe. Our workmanship carries a{' '}
              {claims.warrantyYears} year warranty.
            </p>
            <Credentials className="credentials credentials-about" />
          </div>
          <Figures
            className="stat-stack"
            items={[
              ['Boroughs', claims.boroughs],
              ['Neighborhoods', claims.neighborhoods],
              ['Services offered', claims.services],
            ]}
          />
        </div>
      </section>
      {range.length > 1 && (
        <section className="section section-tinted">
          <div className="container">
            <SectionHeader
              eyebrow="From our crews and our shop"
              title="The range of our work"
              lead="New floors poured on site, stair treads cast in our shop, and lobbies brought back to the day they opened."
            />
            <ul className="range-grid">
              {range.slice(1, 5).map((item) => (
                <li key={item.slug}>
                  <Link to={`/gallery/${item.slug}`} className="range-card">
                    <ProjectImage image={item.image} sizes="(min-width: 1100px) 270px, (min-width: 561px) 45vw, calc(50vw - 1.4rem)" />
                    <span className="range-title">{item.title}</span>
                    <span className="range-type">{item.serviceType}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section className="section">
        <div className="container">
          <SectionHeader eyebrow="What we stand for" title="Our values" />
          <ul className="why-grid why-grid-3">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="why-card">
                <Icon width={28} height={28} className="why-icon" />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
