// English: privacy.
export default {};
