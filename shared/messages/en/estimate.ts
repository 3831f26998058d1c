// English: estimate.
export default {};
