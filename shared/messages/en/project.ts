// English: a project's page.
export default {
  loading: 'Preparing the project...',
  notFound: {
    title: 'Project Not Found',
    text: "The project you're looking for isn't in our gallery.",
    link: 'See All Projects',
  },
  estimate: 'Get a free estimate for a floor like this',
  call: (phone: string) => `Call ${phone}`,
  /** Under its picture until a project has a photograph. */
  sampleCaption: "A sample of this project's terrazzo mix, not a photograph of the floor.",
  beforeAfter: 'Before and after',
  photos: 'Photos of the work',
  pager: { label: 'More projects', all: 'All projects' },
  callToAction: {
    title: 'Planning a floor like this?',
    text: "Tell us about your space: we'll contact you within 24 hours with a detailed estimate.",
  },
  facts: {
    heading: 'Project facts',
    service: 'Service',
    system: 'System',
    neighborhood: 'Neighborhood',
    borough: 'Borough',
    size: 'Size',
    completed: 'Completed',
    squareFeet: (area: number) => `${area.toLocaleString('en-US')} sq ft`,
    duration: 'Time on site',
    workingDays: (days: number) => (days === 1 ? '1 working day' : `${days.toLocaleString('en-US')} working days`),
    aggregate: 'Aggregate',
    baseColor: 'Binder color',
    dividerStrips: 'Divider strips',
    client: 'Client',
  },
  /** What a project was made with, in a client's words. */
  systems: {
    epoxy: 'Epoxy terrazzo',
    cementitious: 'Cementitious terrazzo',
    precast: 'Precast terrazzo',
    restoration: 'Restoration of an existing floor',
  },
  /** The comparison of a restoration's floor. */
  compare: {
    before: 'Before',
    after: 'After',
    sideBefore: (subject: string) => `${subject} before restoration`,
    sideAfter: (subject: string) => `${subject} after restoration`,
    range: (subject: string) => `${subject}: compare before and after restoration`,
    position: (after: number) =>
      after <= 0 ? 'Before only'
      : after >= 100 ? 'After only'
      : `${after}% after, ${100 - after}% before`,
    illustration: 'An illustration, not a photograph of our work: the kind of change a restoration makes.',
  },
};
