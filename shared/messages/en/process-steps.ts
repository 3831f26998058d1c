// English: process steps.
export default {
  processEyebrow: 'Our process',
};
