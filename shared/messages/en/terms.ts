// English: terms.
export default {};
