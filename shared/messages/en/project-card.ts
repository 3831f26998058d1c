// English: project card.
export default {
  /** The tag on a project card whose picture is a sample of the mix, not a photograph. */
  mixSample: 'Mix sample',
};
