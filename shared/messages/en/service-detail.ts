// English: a service's page (client/routes/service-detail/page.tsx).
export default {
  loading: 'Preparing service details...',
  // Spec text: keep as is.
  notFound: {
    title: 'Service Not Found',
    text: "The terrazzo service you're looking for doesn't exist.",
    back: 'Back to Services',
  },
  eyebrow: 'Terrazzo service',
  /** Under the hero's call, which dials the second number. */
  secondLine: (main: string) => `Our second line. Main line: ${main}`,
  price: {
    label: 'Starting price',
    from: 'Starting at',
    unit: 'per sq ft, installed',
    note: 'Final price depends on area, design and site access.',
  },
  scope: { eyebrow: 'Scope', title: "What's Included" },
  steps: {
    title: (serviceName: string) => `How ${serviceName.toLowerCase()} works`,
    /** The four steps, in the general wording; a service's own `steps` (content) replace a text where the work differs. */
    items: {
      consultation: { title: 'Consultation', text: 'We walk the space, check the substrate and agree on scope, budget and schedule.' },
      design: { title: 'Design', text: 'Samples, color matching and layout drawings for strips, borders and inlays.' },
      preparation: { title: 'Preparation', text: 'Moisture testing, crack isolation and a clean, profiled, level substrate.' },
      installation: { title: 'Installation', text: 'Pour or set, grind, grout, polish and seal, then a final walkthrough.' },
    },
  },
  projects: {
    eyebrow: 'Our work',
    /** English says the short name ("Recent restoration projects"); other languages may need the full one. */
    title: (service: { name: string; shortName: string }) => `Recent ${service.shortName.toLowerCase()} projects`,
  },
  areas: {
    eyebrow: 'Where we work',
    /** After the service's name: "Terrazzo Restoration near you". */
    nearYou: ' near you',
    /** Between the service's name and the area's: "Terrazzo Restoration in Bronx". */
    in: ' in ',
    /** An area's name as the link says it. */
    area: (area: string) => area,
  },
};
