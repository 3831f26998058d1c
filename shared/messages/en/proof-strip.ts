// English: proof strip.
export default {
  label: 'What clients say, and our credentials',
  credentials: 'Credentials',
  /** Where and when a review was posted: "Posted on Google, May 2024". */
  posted: (source: string, month: string) => `Posted on ${source}, ${month}`,
};
