// English: about.
export default {};
