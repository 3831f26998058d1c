// English: warranty.
export default {};
