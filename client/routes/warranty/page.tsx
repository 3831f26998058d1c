import { CallToAction, PageHero, PhoneIcon, useBusiness, useRouteHead } from '../../components/ui';

export default function WarrantyPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const years = business.claims.warrantyYears;
  const sections = [
    {
      title: 'What Is Covered',
      items: [
        `Workmanship on every installation for ${years} years from completion`,
        'Delamination, hollow spots and loss of bond to the substrate',
        'Divider strips that loosen or lift under normal use',
        'Cracking caused by installation defects (not by structural movement of the building)',
        'A transferable warranty: it passes to the next owner of the property',
      ],
    },
    {
      title: 'Maintenance Requirements',
      items: [
        'Daily dust-mopping and damp-mopping with a pH-neutral cleaner',
        'No acidic, alkaline, bleach or vinegar cleaners, and no oil-based sweeping compounds',
        'Walk-off mats at entrances, especially through the winter salt season',
        'Reseal every 5-7 years, or sooner in heavy commercial traffic',
        'An annual inspection, which we schedule with you',
      ],
    },
    {
      title: 'Our Service Commitments',
      items: [
        'Critical issues addressed within 24 hours',
        'A named contact for every warranty request',
        'Repairs matched to the original aggregate and color',
        'Written findings after every inspection',
      ],
    },
  ];
  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow={`${years} year warranty`}
        title="Warranty, Care & Maintenance"
        lead="Terrazzo lasts for generations when it's installed right and cared for simply. Here is what we promise, and what we ask."
      />
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
          <p>Questions about your warranty or a floor that needs attention?</p>
          <a href={business.phone.tel} className="button button-primary button-large">
            <PhoneIcon /> Call {business.phone.display}
          </a>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
