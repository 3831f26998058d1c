// English: the warranty page (client/routes/warranty/page.tsx). The warranty's years are content.
export default {
  hero: {
    eyebrow: (years: string) => `${years} year warranty`,
    title: 'Warranty, Care & Maintenance',
    lead: "Terrazzo lasts for generations when it's installed right and cared for simply. Here is what we promise, and what we ask.",
  },
  covered: {
    title: 'What Is Covered',
    workmanship: (years: string) => `Workmanship on every installation for ${years} years from completion`,
    items: [
      'Delamination, hollow spots and loss of bond to the substrate',
      'Divider strips that loosen or lift under normal use',
      'Cracking caused by installation defects (not by structural movement of the building)',
      'A transferable warranty: it passes to the next owner of the property',
    ],
  },
  maintenance: {
    title: 'Maintenance Requirements',
    items: [
      'Daily dust-mopping and damp-mopping with a pH-neutral cleaner',
      'No acidic, alkaline, bleach or vinegar cleaners, and no oil-based sweeping compounds',
      'Walk-off mats at entrances, especially through the winter salt season',
      'Reseal every 5-7 years, or sooner in heavy commercial traffic',
      'An annual inspection, which we schedule with you',
    ],
  },
  commitments: {
    title: 'Our Service Commitments',
    items: [
      'Critical issues addressed within 24 hours',
      'A named contact for every warranty request',
      'Repairs matched to the original aggregate and color',
      'Written findings after every inspection',
    ],
  },
  questions: 'Questions about your warranty or a floor that needs attention?',
  /** Before the phone number, on the button. */
  call: 'Call',
};
