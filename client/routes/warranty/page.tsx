import { CallToAction, PageHero, PhoneIcon, useBusiness, useMessages, useRouteHead } from '../../components/ui';
import warranty from '../../../shared/messages/en/warranty';

export default function WarrantyPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const years = business.claims.warrantyYears;
  const t = useMessages('warranty', warranty);
  const sections = [{ title: t.covered.title, items: [t.covered.workmanship(years), ...t.covered.items] }, t.maintenance, t.commitments];
  return (
    <>
      <PageHero breadcrumb={breadcrumb} eyebrow={t.hero.eyebrow(years)} title={t.hero.title} lead={t.hero.lead} />
      <section className="section">
        <div className="container warranty-grid">
          {sections.map((section) => (
            <article key={section.title} className="side-card">
              <h2>{section.title}</h2>
              <ul className="check-list">
                {section.items.map((item) => (
                  <li key={item}>
                    <span className="check-icon" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div className="container center-block">
          <p>{t.questions}</p>
          <a href={business.phone.tel} className="button button-primary button-large">
            <PhoneIcon />
            {` ${t.call} `}
            {business.phone.display}
          </a>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
