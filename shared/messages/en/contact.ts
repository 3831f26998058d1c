// English: the contact page (client/routes/contact/page.tsx); the form and its confirmation are contactForm's.
export default {
  hero: {
    eyebrow: 'Free estimates',
    title: 'Request a Free Estimate',
    lead: "Tell us about your floor, stair or restoration. We'll contact you within 24 hours with a detailed estimate.",
  },
  /** The <noscript> frame of the form for visitors without JavaScript. */
  formFrameTitle: 'Estimate request form',
  talk: {
    title: 'Prefer to talk?',
    text: 'Call the estimating desk. We pick up during business hours and call back the same day.',
  },
  serviceArea: 'Service area',
};
