// English: service card.
export default {
  /** Around the price per square foot: "From $19 per sq ft". */
  price: { before: 'From ', after: ' per sq ft' },
  learnMore: 'LEARN MORE',
  /** Read after LEARN MORE by screen readers, before the service's name. */
  learnMoreAbout: ' about ',
};
