// English: the terms of service (client/routes/terms/page.tsx). Legal text: the English is
// the original, kept exactly as published.
export default {
  title: 'Terms of Service',
  /** Around the business's name. */
  intro: {
    before: 'These terms apply to estimates, proposals and work performed by ',
    after: '. A signed contract for a specific project may add to them; where the two differ, the contract governs.',
  },
  estimates: {
    heading: 'Estimates',
    text: 'Estimates are based on the information and site conditions known when they are written. Conditions found later, such as moisture in the slab or hidden damage, may change the scope and price, and we will agree any change with you in writing before doing the work.',
  },
  payment: {
    heading: 'Deposits and payment',
    terms: [
      'A 25% deposit is due at signing to schedule the work and order materials.',
      'Commercial accounts are invoiced Net 30.',
      'Balances not paid when due carry a late charge of 1.5% per month.',
    ],
  },
  /** Around the warranty's years. */
  warranty: {
    heading: 'Warranty',
    before: 'Our workmanship is covered by a ',
    after: ' year warranty, subject to the care and maintenance requirements on our warranty page.',
  },
  liability: {
    heading: 'Limitation of liability',
    text: 'Our liability for any claim arising from a project is limited to the contract price of that project.',
  },
  law: {
    heading: 'Governing law',
    text: 'These terms are governed by the laws of New York State. Any dispute will be resolved in the courts of New York County.',
  },
  /** Before the phone link, between it and the e-mail link, after that. */
  questions: { heading: 'Questions', call: 'Call ', orWriteTo: ' or write to ', end: '.' },
};
