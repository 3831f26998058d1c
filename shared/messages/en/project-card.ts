// English: project card.
export default {
  /** The tag on a project's picture when it is a sample of the mix, not a photograph. */
  mixSample: 'Mix sample',
  /** What the tag means, under a summary a visitor opens. */
  sampleNote: {
    summary: 'What is a mix sample?',
    text: 'Until the photographs of a job are added, its picture is a sample of its terrazzo mix.',
  },
};
