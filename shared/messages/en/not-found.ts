// English: not-found.
export default {};
