// English: the process page (client/routes/process/page.tsx).
export default {
  hero: {
    eyebrow: 'How we work',
    title: 'Our Six-Step Process',
    lead: 'Every terrazzo project follows the same proven sequence, so you know what happens next and how long it takes.',
  },
  /** Six steps with their durations (fixed by the product). */
  steps: [
    {
      title: 'Consultation & Site Visit',
      duration: '1-2 days',
      text: "Once we've contacted you (within 24 hours of your request), we visit to measure, photograph and test the substrate for moisture and cracks, and talk through use, traffic, budget and schedule.",
    },
    {
      title: 'Design & Samples',
      duration: '3-5 days',
      text: 'Color and aggregate samples poured for your approval, plus layout drawings for divider strips, borders and any inlays.',
    },
    {
      title: 'Surface Preparation',
      duration: '1-3 days',
      text: 'Grinding or shot-blasting to profile the slab, crack isolation, moisture mitigation and a flexible membrane where needed.',
    },
    {
      title: 'Installation',
      duration: 'Varies by project',
      text: 'Divider strips set, then the terrazzo poured and troweled in sections; precast pieces are set on site.',
    },
    {
      title: 'Grinding & Polishing',
      duration: '2-3 days',
      text: 'Progressive grinding exposes the aggregate, voids are grouted, and polishing brings the surface to its final sheen.',
    },
    {
      title: 'Sealing & Final Walkthrough',
      duration: '1 day',
      text: 'A penetrating sealer is applied, the site cleaned, and we walk the floor with you and leave care instructions.',
    },
  ],
  /** Before a step's duration. */
  duration: 'Duration: ',
  quality: {
    eyebrow: 'Quality assurance',
    title: 'Checked at every stage',
    checks: [
      'Moisture and pH testing of the slab before any material goes down',
      'Level and flatness checks after preparation and after the pour',
      'Cure times respected before grinding, logged for each section',
      'Grit-by-grit inspection of aggregate exposure and grout fill',
      'Slip-resistance and sheen review before sealing',
      'A written punch list closed with you at the final walkthrough',
    ],
  },
};
